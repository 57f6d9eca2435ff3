import type { Metadata } from 'next'
import { codePageMetadata } from '@/lib/site/page-metadata'
import { ConfirmationPage } from '@/app/_components/commerce/orders/ConfirmationPage'
import { PaymentStatus } from '@/app/_components/commerce/orders/PaymentStatus'
import { loadSiteSettings } from '@/lib/site/content'
import { AccountPrompt } from './_components/AccountPrompt'
import { isPreviewing } from '@/lib/content/preview'

export function generateMetadata(): Promise<Metadata> {
  return codePageMetadata('/enrollment-success', {
    title: 'Enrollment confirmation',
    description: (school) => `Your first month at ${school} is paid: what happens next.`,
    robots: { index: false, follow: false },
  })
}

/** The three next steps after the first month's payment (docs/behaviour.md#confirmation-pages). */
const NEXT_STEPS = [
  {
    title: 'Recurring payments',
    text: 'We will contact you to set up the monthly payments for the rest of the school year.',
  },
  { title: 'Program materials', text: 'You will receive access to your program materials before classes begin.' },
  { title: 'Onboarding', text: 'Onboarding instructions (class links, schedule and your educators) arrive by e-mail.' },
]

export default async function EnrollmentSuccessPage() {
  const preview = await isPreviewing()
  const settings = await loadSiteSettings(preview)
  return (
    <ConfirmationPage
      heading="Welcome to Sankofa Academy!"
      intro="Thank you for enrolling. This page confirms the payment for your first month."
      links={[
        { href: '/programs', label: 'See the weekly schedule' },
        { href: '/', label: 'Back to Home' },
      ]}
    >
      <PaymentStatus contactEmail={settings.contact.email} />
      <h2 className="mt-8 font-display text-2xl font-semibold text-ink">What happens next</h2>
      <ol className="mt-4 space-y-3">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-clay font-bold text-white"
            >
              {index + 1}
            </span>
            <span>
              <strong className="block text-ink">{step.title}</strong>
              <span className="text-muted">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <AccountPrompt />
    </ConfirmationPage>
  )
}
