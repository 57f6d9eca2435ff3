import { DonationButtons } from '@/app/_components/commerce/donation/DonationButtons'
import type { HomePage } from '@/lib/site/home'

type Props = { donation: HomePage['donation']; scholarshipClaim: string; contactEmail: string }

/** Scholarship giving: preset amounts and Custom, each opening the donation dialog. */
export function DonationSection({ donation, scholarshipClaim, contactEmail }: Props) {
  return (
    <section aria-labelledby="donate-heading" className="bg-ochre-light">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id="donate-heading" className="font-display text-3xl font-semibold text-ink sm:text-4xl">
          {donation.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-ink">{donation.body}</p>
        <p className="mt-3 font-semibold text-clay-dark">{scholarshipClaim}</p>
        <div className="mt-8">
          <DonationButtons
            presetAmounts={donation.presetAmounts}
            dialogPresetAmounts={donation.dialogPresetAmounts}
            customLabel={donation.customLabel}
            contactEmail={contactEmail}
          />
        </div>
      </div>
    </section>
  )
}
