/**
 * The payment side of the character rule (docs/behaviour.md#text-characters): every free-text field of
 * create-donation and create-payment refuses control characters (and, in single-line fields, bidi overrides)
 * with a 400 and a clear message, before anything is sent to Stripe or written to Postgres. Tabs and line breaks are not accepted in these single-line fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LEARNER_MESSAGES, MESSAGES } from '../../lib/validation'
import { call, countRows, postJson, PRODUCTS, startBackend, type Backend } from './harness'

let backend: Backend

beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.close()
})

const donation = { amount: 25, email: 'giver@example.com', firstName: 'Ama', lastName: 'Mensah', isCustom: true }
const plan = {
  productId: 'core',
  productTitle: 'Core Only',
  productPrice: 350,
  productType: 'plan',
  email: 'p@example.com',
  firstName: 'Kofi',
  lastName: 'Boateng',
  children: [{ firstName: 'Esi', gradeBand: '3-5' }],
  expectedTotal: 350,
}
const cart = {
  items: [{ id: PRODUCTS.poster.id, title: 'Poster', price: 4.99, type: 'Poster', quantity: 1 }],
  email: '',
  firstName: '',
  lastName: '',
}
const instant = {
  productId: PRODUCTS.workbook.id,
  productTitle: 'Workbook',
  productType: 'Worksheet',
  email: '',
  firstName: '',
  lastName: '',
  pdfUrl: 'workbooks/adinkra.pdf',
  instantDownload: true,
}

const HOSTILE: [string, string][] = [
  ['NUL', 'A\u0000'],
  ['an escape (C0)', 'A\u001b[31m'],
  ['DEL', 'A\u007f'],
  ['a C1 control', 'A\u009b'],
  ['a lone surrogate', 'A\ud83d'],
  ['a right-to-left override', 'A\u202etxt.exe'],
  ['a line break', 'A\nB'],
]

async function expectRefused(handler: keyof Backend['handlers'], body: unknown, message: string): Promise<void> {
  backend.stripe.reset()
  const orders = await countRows(backend.sql, 'orders')
  const res = await call(backend.handlers[handler], postJson(body))
  expect(res).toEqual({ status: 400, body: { error: message } })
  expect(backend.stripe.sessionCreates()).toHaveLength(0)
  expect(await countRows(backend.sql, 'orders')).toBe(orders)
}

describe('text fields refuse control characters', () => {
  describe.each(HOSTILE)('holding %s', (_label, text) => {
    it('create-donation: first and last name', async () => {
      await expectRefused('donation', { ...donation, firstName: text }, MESSAGES.firstNameCharacters)
      await expectRefused('donation', { ...donation, lastName: text }, MESSAGES.lastNameCharacters)
    })

    it('create-donation: e-mail', async () => {
      await expectRefused('donation', { ...donation, email: `${text}@example.com` }, MESSAGES.invalidEmail)
    })

    it('create-payment: plan buyer and echoed title/type', async () => {
      await expectRefused('payment', { ...plan, firstName: text }, MESSAGES.firstNameCharacters)
      await expectRefused('payment', { ...plan, lastName: text }, MESSAGES.lastNameCharacters)
      await expectRefused('payment', { ...plan, productTitle: text }, MESSAGES.invalidRequest)
      await expectRefused('payment', { ...plan, productType: text }, MESSAGES.invalidRequest)
      await expectRefused(
        'payment',
        { ...plan, children: [{ firstName: `Esi${text}`, gradeBand: '3-5' }] },
        LEARNER_MESSAGES.nameCharacters,
      )
    })

    it('create-payment: cart item title/type and buyer', async () => {
      const [item] = cart.items
      await expectRefused('payment', { ...cart, items: [{ ...item, title: text }] }, MESSAGES.invalidCartItem)
      await expectRefused('payment', { ...cart, items: [{ ...item, type: text }] }, MESSAGES.invalidCartItem)
      await expectRefused('payment', { ...cart, lastName: text }, MESSAGES.lastNameCharacters)
      await expectRefused('payment', { ...cart, email: `x${text}@example.com` }, MESSAGES.invalidEmail)
    })

    it('create-payment: instant download pdfUrl and names', async () => {
      await expectRefused('payment', { ...instant, pdfUrl: text }, MESSAGES.invalidRequest)
      await expectRefused('payment', { ...instant, firstName: text }, MESSAGES.firstNameCharacters)
    })
  })

  it('keeps names in any script, with bidi marks, apostrophes and accents', async () => {
    backend.stripe.reset()
    const res = await call(
      backend.handlers.donation,
      postJson({ ...donation, firstName: 'Ṣadé\u200f', lastName: 'عبد الله' }),
    )
    expect(res.status).toBe(200)
    expect(backend.stripe.sessionCreates()[0]).toMatchObject({ metadata: { donor_name: 'Ṣadé\u200f عبد الله' } })
  })
})
