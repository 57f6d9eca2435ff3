'use client'

import { useEffect, useRef } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { paymentMailto, type PaymentEmail } from '@/lib/commerce/payment-email'

type Props = {
  /** "Your enrolment e-mail is ready": takes the focus when it appears. */
  heading: string
  /** What the school does once the e-mail arrives. */
  lead: string
  contactEmail: string
  email: PaymentEmail
  /** Back to the form, everything kept (forms only). */
  onBack?: () => void
}

/**
 * The end of a payment on a site that takes payments by e-mail: the prepared e-mail, to open in the family's
 * mail app, and its text to copy where no mail app opens.
 */
export function PreparedEmail({ heading, lead, contactEmail, email, onBack }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // After the frame, so a dialog opening around it has placed its own first focus.
    const frame = window.requestAnimationFrame(() => headingRef.current?.focus())
    return () => window.cancelAnimationFrame(frame)
  }, [])
  return (
    <section aria-labelledby="prepared-email-heading" className="mt-5 space-y-4">
      <h3
        id="prepared-email-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-xl font-semibold text-ink"
      >
        {heading}
      </h3>
      <p className="text-ink">{lead}</p>
      <a
        href={paymentMailto(contactEmail, email)}
        className={buttonClass({ size: 'large', tone: 'primary', className: 'w-full text-center' })}
      >
        Open the e-mail to {contactEmail}
      </a>
      <details className="rounded-xl bg-white p-4">
        <summary className="cursor-pointer font-semibold text-ink">No mail app? Copy the message</summary>
        <p className="mt-3 text-sm text-muted">
          To {contactEmail}, subject “{email.subject}”:
        </p>
        <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-ink">{email.body}</pre>
      </details>
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          className="min-h-11 rounded-full px-3 font-semibold text-forest underline underline-offset-2"
        >
          Change the details
        </button>
      )}
    </section>
  )
}
