'use client'

import dynamic from 'next/dynamic'
import { useState, type ReactNode } from 'react'

import { withWholeSheet } from '@/app/_components/frame/whole-sheet'
import { buttonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { useAuth } from '@/lib/auth/auth-context'
import { notify } from '@/lib/browser/notify'
import { useOneAtATime } from '@/lib/browser/use-one-at-a-time'
import { loadCartStore } from '@/lib/commerce/browser-cart'
import { cartLimitMessage } from '@/lib/commerce/cart'
import { isFreePrice } from '@/lib/commerce/format'
import { goToCheckout } from '@/lib/commerce/go-to-checkout'
import { instantDownloadLabel, instantDownloadPayload } from '@/lib/commerce/instant-download'
import { CART_TOAST, COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import type { OrderedProduct } from '@/lib/commerce/payment-email'
import { usePaymentsByEmail } from '@/lib/commerce/payments-contact'
import type { ShopListing } from '@/lib/commerce/shop-product'

// The prepared order e-mail loads when a visitor buys on a site that takes payments by e-mail.
const OrderByEmailDialog = dynamic(() =>
  withWholeSheet(import('@/app/_components/commerce/payment/OrderByEmailDialog')).then(
    (module) => module.OrderByEmailDialog,
  ),
)

type Props = {
  product: ShopListing
  /** Further buttons in the same row (the card's Reviews button). */
  children?: ReactNode
}

/** Add to cart and the instant download button: the same on a shop card and on the product's own page. */
export function ProductActions({ product, children }: Props) {
  const { state: auth } = useAuth()
  const orderTo = usePaymentsByEmail()
  const [ordering, setOrdering] = useState<readonly OrderedProduct[] | null>(null)
  const { busy: buying, run } = useOneAtATime()
  // Where "Sign in" leads when a free download needs an account: the sign-in page, then back to this view.
  const [signInHref, setSignInHref] = useState<string | null>(null)
  const free = isFreePrice(product.price)
  const buyLabel = instantDownloadLabel(product)

  async function addToCart() {
    const outcome = (await loadCartStore()).add(product)
    const limit = cartLimitMessage(outcome)
    // One toast about the cart at a time: each press replaces the last one's, so a few quick adds on a phone do
    // not stack toasts over the next cards' buttons.
    if (limit) notify('Cart', limit, 'error', CART_TOAST)
    else if (outcome === 'already-in-cart') notify(COMMERCE_MESSAGES.alreadyInCart, product.title, 'info', CART_TOAST)
    else notify(COMMERCE_MESSAGES.addedToCart, product.title, 'success', CART_TOAST)
  }

  function askToSignIn() {
    setSignInHref(`/auth?next=${encodeURIComponent(window.location.pathname + window.location.search)}`)
  }

  /**
   * Instant download (docs/behaviour.md#instant-download): create-payment for this one product, then the payment
   * page, or for a free product the download page. A free order needs a signed-in buyer, so a visitor known to be
   * signed out is asked to sign in without a request. Where the site takes payments by e-mail, the order e-mail
   * for this product instead.
   */
  function buyNow() {
    return run(async () => {
      const checked = await instantDownloadPayload(product)
      if (!checked.ok) {
        notify(COMMERCE_MESSAGES.downloadNotAvailable.title, checked.message, 'error')
        return 'done'
      }
      if (orderTo) {
        setOrdering([product])
        return 'done'
      }
      if (free && auth.status === 'signed-out') {
        askToSignIn()
        return 'done'
      }
      const outcome = await goToCheckout(checked.payload, COMMERCE_MESSAGES.instantPurchaseFailed)
      if (outcome === 'sign-in-required') askToSignIn()
      return outcome === 'leaving' ? 'leaving' : 'done'
    })
  }

  return (
    <>
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
            onClick={() => void buyNow()}
            // Busy is aria-disabled, not disabled, so the button keeps the keyboard focus for the order dialog to
            // give back; a second press while busy does nothing (buyNow).
            aria-disabled={buying || undefined}
            aria-label={`${buyLabel}: ${product.title}`}
            className={buttonClass({
              size: 'small',
              tone: 'primary',
              centred: false,
              dimmed: 'never',
              className: 'aria-disabled:opacity-60',
            })}
          >
            {buying ? 'Processing...' : buyLabel}
          </button>
        )}
        {children}
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
      {orderTo && ordering && (
        <OrderByEmailDialog items={ordering} contactEmail={orderTo} onClose={() => setOrdering(null)} />
      )}
    </>
  )
}
