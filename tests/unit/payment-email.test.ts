import { describe, expect, it } from 'vitest'

import { donationEmail, paymentMailto, shopOrderEmail } from '@/lib/commerce/payment-email'
import { paymentsByEmail } from '@/lib/commerce/payments-mode'

/** What a mail app receives from a mailto: link: the address, the subject and the body, decoded. */
function opened(href: string) {
  const [address, query = ''] = href.replace(/^mailto:/, '').split('?')
  const params = new URLSearchParams(query)
  return { address, subject: params.get('subject'), body: params.get('body') }
}

const flashcards = { title: 'Kiswahili Picture Flashcards: Greetings & Numbers', price: 4.99 }
const coloring = { title: 'Adinkra Symbols Coloring & Meaning Book', price: 0 }

describe('the prepared e-mail where this site takes payments by e-mail', () => {
  it('is how a build with no payment service takes payments (the tests run without one)', () => {
    expect(paymentsByEmail).toBe(true)
  })

  it('a mailto: link carries the subject and the body, every character kept (RFC 6068)', () => {
    const href = paymentMailto('hello@school.example', { subject: 'Order: A & B?', body: 'Line one\nTotal: 100 %' })
    expect(href.startsWith('mailto:hello@school.example?subject=')).toBe(true)
    expect(href).not.toContain(' ')
    expect(href).not.toContain('+')
    expect(opened(href)).toEqual({
      address: 'hello@school.example',
      subject: 'Order: A & B?',
      body: 'Line one\nTotal: 100 %',
    })
  })

  it('a shop order lists each product with its price and the total', () => {
    const email = shopOrderEmail([flashcards, coloring])
    expect(email.subject).toBe('Order: 2 items from the shop')
    expect(email.body).toContain(
      '- Kiswahili Picture Flashcards: Greetings & Numbers, $4.99\n- Adinkra Symbols Coloring & Meaning Book, Free',
    )
    expect(email.body).toContain('Total: $4.99')
    expect(email.body).toContain('Please tell us how to pay and how we will receive the files.')
  })

  it('one product is named in the subject; a free one asks only for the file', () => {
    expect(shopOrderEmail([flashcards]).subject).toBe('Order: Kiswahili Picture Flashcards: Greetings & Numbers')
    const free = shopOrderEmail([coloring])
    expect(free.subject).toBe('Free download: Adinkra Symbols Coloring & Meaning Book')
    expect(free.body).toContain('Total: Free')
    expect(free.body).toContain('Please tell us how we will receive the files.')
    expect(free.body).not.toContain('how to pay')
  })

  it('a donation names the amount and is signed with the name and e-mail given', () => {
    const email = donationEmail(25.5, { email: 'zawadi@example.org', firstName: 'Zawadi', lastName: 'Mwangi' })
    expect(email.subject).toBe('Donation: $25.50 to the scholarship fund')
    expect(email.body).toContain('We would like to give $25.50 to the scholarship fund.')
    expect(email.body.endsWith('Thank you,\nZawadi Mwangi\nzawadi@example.org')).toBe(true)
    expect(donationEmail(50, { email: 'family@example.org', firstName: '', lastName: '' }).body).toMatch(
      /\$50 to the scholarship fund\.[\s\S]*Thank you,\nfamily@example\.org$/,
    )
  })
})
