import type { Metadata } from 'next'

import { loadSiteSettings } from '@/lib/site/content'
import { codePageMetadata } from '@/lib/site/page-metadata'

import { PaymentConfirmation } from './_components/PaymentConfirmation'

export function generateMetadata(): Promise<Metadata> {
  return codePageMetadata('/payment-success', {
    title: 'Payment confirmation',
    description: (school) => `The confirmation of your payment to ${school}.`,
    robots: { index: false, follow: false },
  })
}

export default async function PaymentSuccessPage() {
  const settings = await loadSiteSettings()
  return (
    <PaymentConfirmation
      contactEmail={settings.contact.email}
      links={[
        { href: '/homeschool-materials', label: 'Continue shopping' },
        { href: '/', label: 'Back to Home' },
        { href: '/self-paced', label: 'Explore self-paced courses' },
      ]}
    />
  )
}
