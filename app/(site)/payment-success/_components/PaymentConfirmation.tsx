'use client'

import { ConfirmationPage } from '@/app/_components/commerce/orders/ConfirmationPage'
import { PaymentStatusView } from '@/app/_components/commerce/orders/PaymentStatus'
import { paymentHeading } from '@/lib/commerce/confirmation-headings'
import { useOrderStatus } from '@/lib/commerce/use-order-status'

type Props = { contactEmail: string; links: { href: string; label: string }[] }

/** The payment confirmation: the order is read once, and both the heading and the status box follow it. */
export function PaymentConfirmation({ contactEmail, links }: Props) {
  const view = useOrderStatus()
  return (
    <ConfirmationPage heading={paymentHeading(view)} links={links}>
      <PaymentStatusView view={view} contactEmail={contactEmail} />
    </ConfirmationPage>
  )
}
