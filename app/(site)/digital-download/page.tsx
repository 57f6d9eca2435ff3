import type { Metadata } from 'next'

import { ConfirmationPage } from '@/app/_components/commerce/orders/ConfirmationPage'
import { loadSiteSettings } from '@/lib/site/content'
import { codePageMetadata } from '@/lib/site/page-metadata'

import { DownloadPanel } from './_components/DownloadPanel'

export function generateMetadata(): Promise<Metadata> {
  return codePageMetadata('/digital-download', {
    title: 'Your download',
    description: (school) => `Download the materials you bought from ${school}.`,
    robots: { index: false, follow: false },
  })
}

export default async function DigitalDownloadPage() {
  const settings = await loadSiteSettings()
  return (
    <ConfirmationPage
      heading="Your purchase"
      links={[
        { href: '/homeschool-materials', label: 'Continue shopping' },
        { href: '/', label: 'Back to Home' },
      ]}
    >
      <DownloadPanel contactEmail={settings.contact.email} />
    </ConfirmationPage>
  )
}
