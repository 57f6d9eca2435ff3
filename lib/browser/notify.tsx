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
  /** A toast about one thing (a form field) carries its id: a new one replaces it and `dismissToast` takes it down. */
  options?: { id?: string },
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
    const shown = { id: options?.id }
    if (kind === 'error') toast.error(body, shown)
    else if (kind === 'success') toast.success(body, shown)
    else toast(body, shown)
  })
}

/** Takes down the toast raised with `id`, if it is up: what it complained about has been put right. */
export function dismissToast(id: string): void {
  void import('react-hot-toast').then(({ default: toast }) => toast.dismiss(id))
}
