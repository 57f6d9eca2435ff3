import type { Metadata } from 'next'

import { loadEnrollmentConfirmation } from '@/lib/school/content'
import { loadSiteSettings } from '@/lib/site/content'
import { codePageMetadata } from '@/lib/site/page-metadata'

import { AccountPrompt } from './_components/AccountPrompt'
import { EnrolmentConfirmation } from './_components/EnrolmentConfirmation'

export function generateMetadata(): Promise<Metadata> {
  return codePageMetadata('/enrollment-success', {
    title: 'Enrollment confirmation',
    description: (school) => `Your first month at ${school} is paid: what happens next.`,
    robots: { index: false, follow: false },
  })
}

export default async function EnrollmentSuccessPage() {
  const [settings, confirmation] = await Promise.all([loadSiteSettings(), loadEnrollmentConfirmation()])
  // The words are the programs page's (docs/content-model.md#programspage). A dataset that does not have them
  // yet still greets the family by the school's name and leaves the next steps out.
  const nextSteps = confirmation?.nextSteps ?? []
  return (
    <EnrolmentConfirmation
      welcome={confirmation?.welcome || `Welcome to ${settings.title}!`}
      contactEmail={settings.contact.email}
      links={[
        { href: '/programs', label: 'See the weekly schedule' },
        { href: '/', label: 'Back to Home' },
      ]}
    >
      {nextSteps.length > 0 && (
        <>
          <h2 className="mt-8 font-display text-2xl font-semibold text-ink">What happens next</h2>
          <ol className="mt-4 space-y-3">
            {nextSteps.map((step, index) => (
              <li key={step._key} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-clay font-bold text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <strong className="block text-ink">{step.title}</strong>
                  <span className="text-muted">{step.description}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <AccountPrompt />
    </EnrolmentConfirmation>
  )
}
