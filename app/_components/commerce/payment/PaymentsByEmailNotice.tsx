import type { ReactNode } from 'react'

/**
 * Said where a payment would start, before anything is chosen or typed, on a site that takes payments by e-mail:
 * the one sentence every entry point shares, then what happens here instead.
 */
export function PaymentsByEmailNotice({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border-l-4 border-ochre bg-ochre-light p-4 text-ink ${className}`}>
      <p className="font-semibold">Payments are handled by e-mail on this site.</p>
      <p className="mt-1">{children}</p>
    </div>
  )
}
