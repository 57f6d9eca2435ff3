import { enrolmentEmailBody, enrolmentMailto, type EnrolmentRequest } from '@/lib/commerce/enrollment-by-email'

/** Said before the form is filled, where this site takes no payments: what will happen instead. */
export function PaymentsByEmailNotice({ contactEmail }: { contactEmail: string }) {
  return (
    <p className="rounded-xl border-l-4 border-ochre bg-ochre-light p-4 text-ink">
      <strong className="block">Enrolment payments are handled by e-mail on this site.</strong>
      Fill in your children below and we will prepare an e-mail with your plan and total for you to send to{' '}
      {contactEmail}. No payment is taken here.
    </p>
  )
}

/**
 * The end of an enrolment where this site takes no payments: the prepared e-mail, to open in the family's mail
 * app, and its text to copy if no mail app opens.
 */
export function EnrolmentEmailReady({
  contactEmail,
  request,
  onBack,
}: {
  contactEmail: string
  request: EnrolmentRequest
  onBack: () => void
}) {
  return (
    <section aria-labelledby="enrolment-email-heading" className="mt-5 space-y-4">
      <h3 id="enrolment-email-heading" tabIndex={-1} className="font-display text-xl font-semibold text-ink">
        Your enrolment e-mail is ready
      </h3>
      <p className="text-ink">Send it to us and we will reply with how to pay the first month and what happens next.</p>
      <a
        href={enrolmentMailto(contactEmail, request)}
        className="flex min-h-12 w-full items-center justify-center rounded-full bg-clay px-6 py-3 text-lg font-semibold text-white hover:bg-clay-dark"
      >
        Open the e-mail to {contactEmail}
      </a>
      <details className="rounded-xl bg-white p-4">
        <summary className="cursor-pointer font-semibold text-ink">No mail app? Copy the message</summary>
        <pre className="mt-3 font-sans text-sm whitespace-pre-wrap text-ink">{enrolmentEmailBody(request)}</pre>
      </details>
      <button
        type="button"
        onClick={onBack}
        className="min-h-11 rounded-full px-3 font-semibold text-forest underline underline-offset-2"
      >
        Change the details
      </button>
    </section>
  )
}
