'use client'

import Image from 'next/image'
import { useState } from 'react'
import { notify } from '@/lib/browser/notify'
import { cartLimitMessage } from '@/lib/commerce/cart'
import { browserCartStore } from '@/lib/commerce/cart-store'
import { formatRating, formatUsd, reviewCountLabel } from '@/lib/commerce/format'
import { instantDownloadPayload } from '@/lib/commerce/instant-download'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { PRODUCT_ART_HEIGHT, PRODUCT_ART_WIDTH, productArt } from '@/lib/commerce/product-art'
import type { ShopProduct } from '@/lib/commerce/shop-product'
import { goToCheckout } from '@/lib/commerce/go-to-checkout'
import { buttonClass } from '@/lib/ui/button-classes'

type Props = { product: ShopProduct; eager: boolean; onReviews: () => void }

export function ProductCard({ product, eager, onReviews }: Props) {
  const [buying, setBuying] = useState(false)
  const art = productArt(product)
  const headingId = `product-${product.id}`

  function addToCart() {
    const outcome = browserCartStore().add(product)
    const limit = cartLimitMessage(outcome)
    if (limit) notify('Cart', limit, 'error')
    else notify(COMMERCE_MESSAGES.addedToCart, product.title, 'success')
  }

  /** Instant download (docs/behaviour.md#instant-download): create-payment for this one product, then the payment page. */
  async function buyNow() {
    const checked = instantDownloadPayload(product)
    if (!checked.ok) {
      notify(COMMERCE_MESSAGES.downloadNotAvailable.title, checked.message, 'error')
      return
    }
    setBuying(true)
    if (!(await goToCheckout(checked.payload, COMMERCE_MESSAGES.instantPurchaseFailed))) setBuying(false)
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow"
      data-testid="product-card"
    >
      <Image
        src={art.src}
        alt={art.alt}
        width={PRODUCT_ART_WIDTH}
        height={PRODUCT_ART_HEIGHT}
        unoptimized
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[4/3] w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-forest">{product.type}</p>
        <h3 id={headingId} className="mt-1 font-display text-xl font-semibold text-ink">
          {product.title}
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
            {formatUsd(product.price, 'cents')}
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
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={addToCart}
            aria-label={`Add to cart: ${product.title}`}
            className={buttonClass({
              size: 'small',
              centred: false,
              dimmed: 'never',
              className: 'bg-forest text-white hover:bg-forest-dark',
            })}
          >
            Add to cart
          </button>
          {product.instant_download && (
            <button
              type="button"
              onClick={buyNow}
              disabled={buying}
              aria-label={`Buy & download: ${product.title}`}
              className={buttonClass({
                size: 'small',
                tone: 'primary',
                centred: false,
                dimmed: 'never',
                className: 'disabled:opacity-60',
              })}
            >
              {buying ? 'Processing...' : 'Buy & download'}
            </button>
          )}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onReviews}
            aria-label={`Reviews: ${product.title}`}
            className={buttonClass({ size: 'small', tone: 'outline', centred: false, dimmed: 'never' })}
          >
            Reviews
          </button>
        </div>
      </div>
    </article>
  )
}
