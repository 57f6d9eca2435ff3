'use client'

import { ModalDialog } from '@/app/_components/ui/ModalDialog'
import { isFreePrice } from '@/lib/commerce/format'
import { shopOrderEmail, type OrderedProduct } from '@/lib/commerce/payment-email'

import { PaymentsByEmailNotice } from './PaymentsByEmailNotice'
import { PreparedEmail } from './PreparedEmail'

type Props = {
  /** What is being ordered (the cart, or one product); the dialog is closed while null. */
  items: readonly OrderedProduct[] | null
  contactEmail: string
  onClose: () => void
}

/** Where a shop order ends on a site that takes payments by e-mail: Checkout, Buy & download, Get it free. */
export function OrderByEmailDialog({ items, contactEmail, onClose }: Props) {
  const email = items ? shopOrderEmail(items) : null
  const free = items?.every((item) => isFreePrice(item.price)) ?? false
  return (
    <ModalDialog open={items !== null} onClose={onClose} title="Order by e-mail" closeLabel="Close order dialog">
      {email && (
        <>
          <PaymentsByEmailNotice className="mt-5">No payment is taken here.</PaymentsByEmailNotice>
          <PreparedEmail
            heading="Your order e-mail is ready"
            lead={
              free
                ? 'Send it to us and we will reply with your files.'
                : 'Send it to us and we will reply with how to pay, then send your files.'
            }
            contactEmail={contactEmail}
            email={email}
          />
        </>
      )}
    </ModalDialog>
  )
}
