import type { ReactNode } from 'react'

import { PaymentsContactProvider } from '@/lib/commerce/payments-contact'
import { loadSiteSettings } from '@/lib/site/content'

/**
 * The shop and its product pages share the school's address (Site settings): where Checkout, Buy & download
 * and Get it free send the order on a site that takes payments by e-mail.
 */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  const settings = await loadSiteSettings()
  return <PaymentsContactProvider email={settings.contact.email}>{children}</PaymentsContactProvider>
}
