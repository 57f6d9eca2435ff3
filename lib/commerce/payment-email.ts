// The prepared e-mail that takes the place of a payment where this site takes payments by e-mail
// (docs/behaviour.md#payments-by-e-mail): what the family chose, as a message to the school's contact address.
import { formatShopPrice, formatUsd, isFreePrice } from './format'
import type { ContactFields } from './payload'

export interface PaymentEmail {
  readonly subject: string
  readonly body: string
}

/** A mailto: link holding the subject and the body, encoded as RFC 6068 asks (spaces as %20, never +). */
export function paymentMailto(to: string, { subject, body }: PaymentEmail): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** The closing lines: the name given (when there is one), then the e-mail, so the school can answer. */
export function signedBy(contact: ContactFields): string[] {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ')
  return ['Thank you,', name || contact.email, ...(name && contact.email ? [contact.email] : [])]
}

/** What a shop order lists of each product. */
export type OrderedProduct = { readonly title: string; readonly price: number }

/**
 * A shop order (the cart, or one product bought on its own): each product with its price, and the total. A
 * free order asks only how the files will arrive. The shop asks for no contact details: the mail app sends
 * from the family's own address.
 */
export function shopOrderEmail(items: readonly OrderedProduct[]): PaymentEmail {
  const totalCents = items.reduce((sum, item) => sum + Math.round(item.price * 100), 0)
  const free = isFreePrice(totalCents / 100)
  const only = items.length === 1 ? items[0] : undefined
  const subject = only
    ? `${free ? 'Free download' : 'Order'}: ${only.title}`
    : `${free ? 'Free downloads' : 'Order'}: ${items.length} items from the shop`
  const body = [
    'Hello,',
    '',
    'We would like to order from the homeschool materials shop:',
    ...items.map((item) => `- ${item.title}, ${formatShopPrice(item.price)}`),
    '',
    `Total: ${formatShopPrice(totalCents / 100)}`,
    '',
    free
      ? 'Please tell us how we will receive the files.'
      : 'Please tell us how to pay and how we will receive the files.',
    '',
    'Thank you',
  ]
  return { subject, body: body.join('\n') }
}

/** A gift to the scholarship fund: the amount, signed with the donor's name and e-mail. */
export function donationEmail(amount: number, contact: ContactFields): PaymentEmail {
  const gift = `${formatUsd(amount, 'cents-if-any')} to the scholarship fund`
  const body = [
    'Hello,',
    '',
    `We would like to give ${gift}.`,
    '',
    'Please tell us how to complete the gift and send the receipt.',
    '',
    ...signedBy(contact),
  ]
  return { subject: `Donation: ${gift}`, body: body.join('\n') }
}
