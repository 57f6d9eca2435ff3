'use client'

import Image from 'next/image'
import { useState } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { useAuth } from '@/lib/auth/auth-context'
import { notify } from '@/lib/browser/notify'
import { loadCartStore } from '@/lib/commerce/browser-cart'
import { cartLimitMessage } from '@/lib/commerce/cart'
import { formatRating, formatShopPrice, isFreePrice, reviewCountLabel } from '@/lib/commerce/format'
import { goToCheckout } from '@/lib/commerce/go-to-checkout'
import { instantDownloadLabel, instantDownloadPayload } from '@/lib/commerce/instant-download'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { PRODUCT_ART_HEIGHT, PRODUCT_ART_WIDTH, productArt } from '@/lib/commerce/product-art'
import type { ShopProduct } from '@/lib/commerce/shop-product'

type Props = {
  product: ShopProduct
  /** A card of the first screen: its art loads at once, from inside the page when `leadArt` has it. */
  eager: boolean
  leadArt: Readonly<Record<string, string>>
  onReviews: () => void
}

export function ProductCard({ product, eager, leadArt, onReviews }: Props) {
  const { state: auth } = useAuth()
  const [buying, setBuying] = useState(false)
  // Where "Sign in" leads when a free download needs an account: the sign-in page, then back to this shop view.
  const [signInHref, setSignInHref] = useState<string | null>(null)
  const art = productArt(product)
  const headingId = `product-${product.id}`
  const free = isFreePrice(product.price)
  const buyLabel = instantDownloadLabel(product)

  async function addToCart() {
    const outcome = (await loadCartStore()).add(product)
    const limit = cartLimitMessage(outcome)
    if (limit) notify('Cart', limit, 'error')
    else notify(COMMERCE_MESSAGES.addedToCart, product.title, 'success')
  }

  function askToSignIn() {
    setSignInHref(`/auth?next=${encodeURIComponent(window.location.pathname + window.location.search)}`)
  }

  /**
   * Instant download (docs/behaviour.md#instant-download): create-payment for this one product, then the payment
   * page, or for a free product the download page. A free order needs a signed-in buyer, so a visitor known to be
   * signed out is asked to sign in without a request.
   */
  async function buyNow() {
    const checked = await instantDownloadPayload(product)
    if (!checked.ok) {
      notify(COMMERCE_MESSAGES.downloadNotAvailable.title, checked.message, 'error')
      return
    }
    if (free && auth.status === 'signed-out') {
      askToSignIn()
      return
    }
    setBuying(true)
    const outcome = await goToCheckout(
      checked.payload,
      COMMERCE_MESSAGES.instantPurchaseFailed,
      free ? COMMERCE_MESSAGES.freeDownloadsNotConfigured : COMMERCE_MESSAGES.paymentsNotConfigured,
    )
    if (outcome === 'sign-in-required') askToSignIn()
    if (outcome !== 'leaving') setBuying(false)
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow"
      data-testid="product-card"
    >
      <Image
        src={(eager && leadArt[art.src]) || art.src}
        alt={art.alt}
        width={PRODUCT_ART_WIDTH}
        height={PRODUCT_ART_HEIGHT}
        unoptimized
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[4/3] w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold tracking-wide text-forest uppercase">{product.type}</p>
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
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={addToCart}
            aria-label={`Add to cart: ${product.title}`}
            className={buttonClass({
              size: 'small',
              tone: 'forest',
              centred: false,
              dimmed: 'never',
            })}
          >
            Add to cart
          </button>
          {product.instant_download && (
            <button
              type="button"
              onClick={buyNow}
              disabled={buying}
              aria-label={`${buyLabel}: ${product.title}`}
              className={buttonClass({
                size: 'small',
                tone: 'primary',
                centred: false,
                dimmed: 'never',
                className: 'disabled:opacity-60',
              })}
            >
              {buying ? 'Processing...' : buyLabel}
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
        {signInHref && (
          <p role="alert" className="mt-3 rounded-xl border-l-4 border-ochre bg-ochre-light p-3 text-sm text-ink">
            {COMMERCE_MESSAGES.freeDownloadSignIn}{' '}
            <Link href={signInHref} className="font-semibold text-clay-dark underline underline-offset-2">
              Sign in or create an account
            </Link>{' '}
            to get it free.
          </p>
        )}
      </div>
    </article>
  )
}
