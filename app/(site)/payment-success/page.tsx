import type { Metadata } from 'next'

import { ConfirmationPage } from '@/app/_components/commerce/orders/ConfirmationPage'
import { PaymentStatus } from '@/app/_components/commerce/orders/PaymentStatus'
import { loadSiteSettings } from '@/lib/site/content'
import { codePageMetadata } from '@/lib/site/page-metadata'

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
    <ConfirmationPage
      heading="Thank you"
      links={[
        { href: '/homeschool-materials', label: 'Continue shopping' },
        { href: '/', label: 'Back to Home' },
        { href: '/self-paced', label: 'Explore self-paced courses' },
      ]}
    >
      <PaymentStatus contactEmail={settings.contact.email} />
    </ConfirmationPage>
  )
}
