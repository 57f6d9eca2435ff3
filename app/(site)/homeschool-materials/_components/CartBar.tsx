'use client'

import dynamic from 'next/dynamic'
import { useId, useRef, useState } from 'react'

import { withWholeSheet } from '@/app/_components/frame/whole-sheet'
import { plainButtonClass } from '@/app/_components/ui/button-classes'
import { notify } from '@/lib/browser/notify'
import { useBottomBarHeight } from '@/lib/browser/use-bottom-bar-height'
import { useOneAtATime } from '@/lib/browser/use-one-at-a-time'
import { loadCartStore } from '@/lib/commerce/browser-cart'
import { cartItemCount, cartPaymentPayload, cartTotal, type Cart } from '@/lib/commerce/cart'
import { formatShopPrice, formatUsd } from '@/lib/commerce/format'
import { goToCheckout } from '@/lib/commerce/go-to-checkout'
import { CART_TOAST, COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { usePaymentsByEmail } from '@/lib/commerce/payments-contact'
import { useCart } from '@/lib/commerce/use-cart'

// The prepared order e-mail loads at Checkout on a site that takes payments by e-mail.
const OrderByEmailDialog = dynamic(() =>
  withWholeSheet(import('@/app/_components/commerce/payment/OrderByEmailDialog')).then(
    (module) => module.OrderByEmailDialog,
  ),
)

/**
 * The cart bar (docs/behaviour.md#cart), shown only while the cart holds something: an empty bar would take a
 * phone's screen for nothing.
 */
export function CartBar() {
  const cart = useCart()
  return cart.length > 0 ? <FilledCartBar cart={cart} /> : null
}

/**
 * Lines with Remove, Clear, the total and Checkout. Checkout sends the cart to create-payment (the server prices
 * it; the prices here are for display) and goes to the returned url; where the site takes payments by e-mail it
 * prepares the order e-mail instead.
 */
function FilledCartBar({ cart }: { cart: Cart }) {
  const orderTo = usePaymentsByEmail()
  const [ordering, setOrdering] = useState<Cart | null>(null)
  const [open, setOpen] = useState(false)
  const { busy, run } = useOneAtATime()
  const panelId = useId()
  const lines = useRef<HTMLUListElement>(null)
  const bar = useBottomBarHeight<HTMLElement>()
  const count = cartItemCount(cart)

  /**
   * Removes lines, and says so in the cart's toast (which a screen reader hears). Focus goes where the removed button was: to the next line's Remove (the one before, for the
   * last line), or, when the last one goes and the bar with it, to the page.
   */
  async function removeLines(ids: 'all' | string) {
    const store = await loadCartStore()
    const index = cart.findIndex((line) => line.id === ids)
    const neighbour = ids === 'all' ? undefined : (cart[index + 1] ?? cart[index - 1])
    if (ids === 'all') {
      store.clear()
      notify(COMMERCE_MESSAGES.cartCleared, undefined, 'info', CART_TOAST)
    } else {
      store.remove(ids)
      notify(COMMERCE_MESSAGES.removedFromCart, cart[index]?.title, 'info', CART_TOAST)
    }
    if (!neighbour) focusMain()
    else
      requestAnimationFrame(() =>
        lines.current?.querySelector<HTMLElement>(`[data-line="${CSS.escape(neighbour.id)}"]`)?.focus(),
      )
  }

  /** Checkout: one order however often it is pressed (a double click sent two). */
  function checkout() {
    return run(async () => {
      const checked = await cartPaymentPayload(cart)
      if (cart.length === 0 || !checked.ok) {
        notify(COMMERCE_MESSAGES.cartEmpty.title, COMMERCE_MESSAGES.cartEmpty.description, 'error')
        return 'done'
      }
      if (orderTo) {
        setOrdering(cart)
        return 'done'
      }
      const outcome = await goToCheckout(checked.payload, COMMERCE_MESSAGES.checkoutFailed)
      if (outcome === 'sign-in-required') {
        notify(COMMERCE_MESSAGES.freeOrderSignIn.title, COMMERCE_MESSAGES.freeOrderSignIn.description, 'error')
      }
      return outcome === 'leaving' ? 'leaving' : 'done'
    })
  }

  return (
    <section
      ref={bar}
      aria-label="Cart"
      className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-forest bg-cream/95 shadow-[0_-8px_24px_rgba(43,29,20,0.12)] backdrop-blur"
    >
      <div className="mx-auto max-w-7xl px-4 py-3 lg:px-6">
        <div id={panelId} hidden={!open} className="mb-3 max-h-64 overflow-y-auto">
          <ul ref={lines} className="divide-y divide-sand-dark" aria-label="Items in your cart">
            {cart.map((line) => (
              <li key={line.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{line.title}</span>
                  <span className="text-sm text-muted">
                    {line.quantity} × {formatShopPrice(line.price)}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => void removeLines(line.id)}
                  data-line={line.id}
                  aria-label={`Remove ${line.title}`}
                  className="min-h-10 shrink-0 rounded-full px-3 text-sm font-semibold text-clay-dark underline underline-offset-2 hover:bg-sand"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="min-h-11 rounded-full px-2 text-left font-semibold text-ink"
          >
            <span data-testid="cart-summary">
              {`Cart: ${count} ${count === 1 ? 'item' : 'items'} · ${formatUsd(cartTotal(cart), 'cents')}`}
            </span>
          </button>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => void removeLines('all')}
              disabled={busy}
              className={plainButtonClass({ tone: 'outline', className: 'min-h-11 px-4 disabled:opacity-50' })}
            >
              Clear
            </button>
            {/* Busy is aria-disabled, not disabled: a disabled button loses the keyboard focus, and the order
                dialog could not give it back when it closes. A second press while busy does nothing (checkout). */}
            <button
              type="button"
              onClick={() => void checkout()}
              aria-disabled={busy || undefined}
              className={plainButtonClass({ tone: 'primary', className: 'min-h-11 px-5 aria-disabled:opacity-50' })}
            >
              {busy ? 'Processing...' : 'Checkout'}
            </button>
          </div>
        </div>
      </div>
      {orderTo && ordering && (
        <OrderByEmailDialog items={ordering} contactEmail={orderTo} onClose={() => setOrdering(null)} />
      )}
    </section>
  )
}

/** The page's main landmark (the skip link's target) takes focus without scrolling the visitor away. */
function focusMain() {
  const main = document.getElementById('main')
  if (!main) return
  main.tabIndex = -1
  main.focus({ preventScroll: true })
}
