/** What the donation form says on submit when this build has no payment backend configured. */
export function DonationNotConfigured({ contactEmail }: { contactEmail: string | null }) {
  return (
    <div role="alert" className="rounded-xl border-l-4 border-ochre bg-ochre-light p-4 text-ink">
      <p className="font-semibold">Online donations are not configured on this site yet.</p>
      {contactEmail && (
        <p className="mt-2">
          To give today, email us at{' '}
          <a href={`mailto:${contactEmail}`} className="font-semibold text-clay-dark underline underline-offset-2">
            {contactEmail}
          </a>{' '}
          and we will help you complete your gift.
        </p>
      )}
    </div>
  )
}
