import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/app/_components/ui/JsonLd'
import { Link } from '@/app/_components/ui/Link'
import { formatRating, formatShopPrice, reviewCountLabel } from '@/lib/commerce/format'
import { paymentsByEmail } from '@/lib/commerce/payments-mode'
import { PRODUCT_ART_HEIGHT, PRODUCT_ART_WIDTH, productArt } from '@/lib/commerce/product-art'
import { formatLine, productPath, ratingOf, SHOP_PATH } from '@/lib/commerce/product-page'
import { loadProductBySlug, loadProductReviews, loadProductSlugs } from '@/lib/commerce/product-page-data'
import { PUBLISHED } from '@/lib/content/loader'
import { loadSiteSettings } from '@/lib/site/content'
import { linkPreview, notFoundMetadata } from '@/lib/site/page-metadata'
import { productJsonLd } from '@/lib/structured-data'

import { CartBar } from '../_components/CartBar'
import { ProductActions } from '../_components/ProductActions'
import { ShopPaymentsNotice } from '../_components/ShopPaymentsNotice'
import { ProductReviews } from './_components/ProductReviews'

type Params = { params: Promise<{ slug: string }> }

// Must be a literal for Next; the same number as SHOP_REVALIDATE_SECONDS, as on the shop.
export const revalidate = 60

/** Every product's page is generated at build time; one added later is generated on its first visit. */
export async function generateStaticParams() {
  return (await loadProductSlugs()).map((slug) => ({ slug }))
}

/** The first sentence or so of the description, for search results (they cut longer text anyway). */
const metaDescription = (text: string) => (text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`)

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = await loadProductBySlug((await params).slug)
  if (!product) return notFoundMetadata()
  const path = productPath(product.slug)
  const description = metaDescription(product.description)
  const image = product.preview_images[0]
  return {
    title: product.title,
    description,
    alternates: { canonical: path },
    openGraph: await linkPreview({
      url: path,
      title: product.title,
      description,
      images: image ? [{ url: image.src, alt: image.alt }] : undefined,
    }),
  }
}

/**
 * /homeschool-materials/<slug> (docs/behaviour.md#product-page): one product from the shop's catalogue, with its
 * whole description, format line, cover and sample pages, price, the cards' buttons, and its reviews.
 */
export default async function ProductPage({ params }: Params) {
  const product = await loadProductBySlug((await params).slug)
  if (!product) notFound()
  const [reviews, settings] = await Promise.all([loadProductReviews(product.id), loadSiteSettings(PUBLISHED)])
  // The reviews shown and the rating above them come from one read; without it, the catalogue's rating.
  const rating = reviews
    ? ratingOf(reviews)
    : { average_rating: product.average_rating, review_count: product.review_count }
  const shown = { ...product, ...rating }
  const previews = product.preview_images.length ? product.preview_images : [productArt(product)]
  const art = product.preview_images.length
    ? { width: 600, height: 800, className: 'aspect-[3/4]' }
    : { width: PRODUCT_ART_WIDTH, height: PRODUCT_ART_HEIGHT, className: 'aspect-[4/3]' }

  return (
    <>
      <JsonLd data={productJsonLd({ product: shown, siteUrl: settings.siteUrl, brand: settings.title })} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10 lg:px-6">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
            <li>
              <Link
                href={SHOP_PATH}
                className="inline-flex min-h-11 items-center font-semibold text-clay-dark underline underline-offset-4"
              >
                Homeschool Materials
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="min-w-0 break-words">
              {product.title}
            </li>
          </ol>
        </nav>
        <article aria-labelledby="product-title" className="mt-4 lg:grid lg:grid-cols-[2fr_3fr] lg:gap-12">
          <div className="lg:order-2">
            <p className="text-sm font-semibold tracking-wide text-forest uppercase">{product.type}</p>
            <h1 id="product-title" className="mt-1 font-display text-3xl font-semibold text-ink sm:text-4xl">
              {product.title}
            </h1>
            {product.author && <p className="mt-2 text-muted">by {product.author}</p>}
            <p className="mt-3 font-semibold text-ink" data-testid="format-line">
              {formatLine(product)}
            </p>
            <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <p className="text-3xl font-bold text-clay-dark" data-testid="product-price">
                {formatShopPrice(product.price)}
              </p>
              <p className="text-sm text-muted">
                <a href="#reviews" className="underline underline-offset-4">
                  {shown.average_rating !== null && shown.review_count > 0 ? (
                    <>
                      <span aria-hidden="true" className="text-ochre">
                        ★{' '}
                      </span>
                      {formatRating(shown.average_rating)}
                      <span className="sr-only"> out of 5</span> ({reviewCountLabel(shown.review_count)})
                    </>
                  ) : (
                    'No reviews yet'
                  )}
                </a>
              </p>
            </div>
            {paymentsByEmail && <ShopPaymentsNotice orderTo={settings.contact.email} className="mt-4 text-sm" />}
            <ProductActions product={shown} />
            <div className="mt-6 max-w-prose text-lg leading-relaxed whitespace-pre-line text-ink">
              {product.description}
            </div>
          </div>
          <ul aria-label="Preview pages" className="mt-8 grid grid-cols-2 gap-3 lg:order-1 lg:mt-0 lg:gap-4">
            {previews.map((image, index) => (
              <li key={image.src} className={previews.length === 1 ? 'col-span-2' : undefined}>
                <Image
                  src={image.src}
                  alt={image.alt}
                  width={art.width}
                  height={art.height}
                  unoptimized
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className={`${art.className} w-full rounded-2xl bg-sand object-cover shadow`}
                />
              </li>
            ))}
          </ul>
        </article>
        <div className="mt-12 border-t-2 border-sand-dark pt-10">
          <ProductReviews productId={product.id} initialReviews={reviews} initialRating={rating} />
        </div>
      </div>
      {/* The cart follows the family here too, so what they add can be checked out without going back. */}
      <CartBar />
    </>
  )
}
