'use client'

import Image from 'next/image'
import { useId } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { InlineArt } from '@/app/_components/ui/InlineArt'
import { Link } from '@/app/_components/ui/Link'
import { formatRating, formatShopPrice, reviewCountLabel } from '@/lib/commerce/format'
import { PRODUCT_ART_HEIGHT, PRODUCT_ART_WIDTH, productArt, type ProductArtLoading } from '@/lib/commerce/product-art'
import { productPath } from '@/lib/commerce/product-page'
import type { ShopListing } from '@/lib/commerce/shop-product'

import { ProductActions } from './ProductActions'

type Props = {
  product: ShopListing
  /**
   * How the card's art loads: inside the page's HTML (`InlineArt`, the first card), at once (the rest of a wide
   * screen's first row), or as the list scrolls to it (lib/commerce/product-art.ts).
   */
  artLoading: ProductArtLoading
  onReviews: () => void
}

export function ProductCard({ product, artLoading, onReviews }: Props) {
  const art = productArt(product)
  // React's own id, not one built from the product's: a UUID written twice on every card weighs on the
  // shop's document (docs/benchmark.md), and the id only has to tie the card to its heading.
  const headingId = useId()
  const artProps = {
    width: PRODUCT_ART_WIDTH,
    height: PRODUCT_ART_HEIGHT,
    className: 'aspect-[4/3] w-full bg-sand object-cover',
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow"
      data-testid="product-card"
    >
      {artLoading === 'inline' ? (
        <InlineArt src={art.src} alt={art.alt} {...artProps} />
      ) : (
        <Image src={art.src} alt={art.alt} {...artProps} unoptimized loading={artLoading} />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold tracking-wide text-forest uppercase">{product.type}</p>
        <h3 id={headingId} className="mt-1 font-display text-xl font-semibold text-ink">
          <Link href={productPath(product.slug)} className="underline-offset-4 hover:underline">
            {product.title}
          </Link>
        </h3>
        {product.author && <p className="mt-1 text-sm text-muted">by {product.author}</p>}
        <p className="mt-3 line-clamp-3 text-ink">{product.description}</p>
        <p className="mt-3 text-sm text-muted">
          <span className="sr-only">Subjects: </span>
          {product.subjects.join(' · ')}
          <span className="block">
            <span className="sr-only">Grades: </span>
            {product.grades.length > 3
              ? `${product.grades[0]} to ${product.grades[product.grades.length - 1]}`
              : product.grades.join(', ')}
          </span>
        </p>
        <div className="mt-4 flex items-end justify-between gap-3">
          <p className="text-2xl font-bold text-clay-dark" data-testid="product-price">
            {formatShopPrice(product.price)}
          </p>
          <p className="text-sm text-muted" data-testid="product-rating">
            {product.average_rating !== null && product.review_count > 0 ? (
              <>
                <span aria-hidden="true" className="text-ochre">
                  ★{' '}
                </span>
                <span className="font-semibold text-ink">{formatRating(product.average_rating)}</span>
                <span className="sr-only"> out of 5</span> ({reviewCountLabel(product.review_count)})
              </>
            ) : (
              'No reviews yet'
            )}
          </p>
        </div>
        <ProductActions product={product}>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onReviews}
            aria-label={`Reviews: ${product.title}`}
            className={buttonClass({ size: 'small', tone: 'outline', centred: false, dimmed: 'never' })}
          >
            Reviews
          </button>
        </ProductActions>
      </div>
    </article>
  )
}
