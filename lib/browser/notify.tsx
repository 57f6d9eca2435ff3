'use client'

/**
 * A toast with a title and a description ("Added to cart" / the product's
 * title, "Checkout Error" / "Please try again."). Errors are announced assertively.
 *
 * react-hot-toast is imported when the first toast is raised, not with the page: a toast only ever follows
 * something a visitor does. The first toast also mounts the outlet (app/_components/frame/Toasts.tsx), which
 * loads the same module, so both share one store and the outlet shows the toast raised before it arrived.
 */
let raised = false
const listeners = new Set<() => void>()

/** For the outlet: has a toast been raised on this page yet? */
export function toastRaised(): boolean {
  return raised
}

export function subscribeToToasts(onRaise: () => void): () => void {
  listeners.add(onRaise)
  return () => listeners.delete(onRaise)
}

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
  if (!raised) {
    raised = true
    listeners.forEach((onRaise) => onRaise())
  }
  // Resolves once the toast is raised, for a caller that leaves the page soon after (the payment redirect).
  return import('react-hot-toast').then(({ default: toast }) => {
    if (kind === 'error') toast.error(body)
    else if (kind === 'success') toast.success(body)
    else toast(body)
  })
}
