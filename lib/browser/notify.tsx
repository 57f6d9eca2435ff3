'use client'

import { outletOnPage } from './toast-outlet'

/**
 * A toast with a title and a description ("Added to cart" / the product's
 * title, "Checkout Error" / "Please try again."). Errors are announced assertively.
 *
 * react-hot-toast is imported when the first toast is raised, not with the page: a toast only ever follows
 * something a visitor does. The first toast also brings the outlet (app/_components/frame/Toasts.tsx), which
 * loads the same module, so both share one store; the toast is raised once the outlet is on the page.
 */
export function notify(
  title: string,
  description?: string,
  kind: 'success' | 'error' | 'info' = 'info',
): Promise<void> {
  const body = (
    <span className="block">
      <strong className="block font-semibold">{title}</strong>
      {description && <span className="mt-0.5 block text-sm opacity-90">{description}</span>}
    </span>
  )
  // Resolves once the toast is raised and the outlet is on the page, for a caller that leaves the page soon
  // after (the payment redirect: its announcement must be seen).
  return Promise.all([import('react-hot-toast'), outletOnPage()]).then(([{ default: toast }]) => {
    if (kind === 'error') toast.error(body)
    else if (kind === 'success') toast.success(body)
    else toast(body)
  })
}
