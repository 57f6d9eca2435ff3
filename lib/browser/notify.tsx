'use client'

import toast from 'react-hot-toast'

/**
 * A toast with a title and a description ("Added to cart" / the product's
 * title, "Checkout Error" / "Please try again."). Errors are announced assertively.
 */
export function notify(title: string, description?: string, kind: 'success' | 'error' | 'info' = 'info') {
  const body = (
    <span className="block">
      <strong className="block font-semibold">{title}</strong>
      {description && <span className="mt-0.5 block text-sm opacity-90">{description}</span>}
    </span>
  )
  if (kind === 'error') return toast.error(body)
  if (kind === 'success') return toast.success(body)
  return toast(body)
}
