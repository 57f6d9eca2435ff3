import { describe, expect, it } from 'vitest'

import { enrolmentHeading, paymentHeading } from '@/lib/commerce/confirmation-headings'
import type { OrderSummary } from '@/lib/commerce/order-status'
import type { OrderView } from '@/lib/commerce/use-order-status'

const WELCOME = 'Welcome to the Sankofa family!'
const THANKS = 'Thank you for enrolling. This page confirms the payment for your first month.'

const summary = (status: OrderSummary['status']): OrderSummary => ({
  status,
  kind: 'enrollment',
  programType: 'core',
  productId: null,
  children: [],
})
const found = (status: OrderSummary['status']): OrderView => ({
  kind: 'found',
  sessionId: 'cs_test_1',
  summary: summary(status),
})

/** Every view of a page with no paid order to confirm: none may thank anyone. */
const NO_PAID_ORDER: OrderView[] = [
  { kind: 'no-backend' },
  { kind: 'no-reference' },
  { kind: 'not-found', sessionId: 'cs_test_1' },
  { kind: 'error', sessionId: 'cs_test_1' },
  found('expired'),
  found('refunded'),
  found('disputed'),
]

describe('the enrolment confirmation heading follows the order', () => {
  it('welcomes and thanks only for a paid enrolment', () => {
    expect(enrolmentHeading(found('paid'), WELCOME)).toEqual({ heading: WELCOME, intro: THANKS })
  })

  it('thanks no one when there is no order to confirm', () => {
    for (const view of NO_PAID_ORDER) {
      const shown = enrolmentHeading(view, WELCOME)
      expect(shown.heading, view.kind).toBe('Enrollment confirmation')
      expect(shown.intro ?? '', view.kind).not.toMatch(/thank you|welcome/i)
    }
  })

  it('says the payment is being checked while it is', () => {
    for (const view of [{ kind: 'checking' }, { kind: 'pending', sessionId: 'cs_test_1', settled: false }] as const) {
      expect(enrolmentHeading(view, WELCOME)).toEqual({
        heading: 'Enrollment confirmation',
        intro: 'This page confirms the payment for your first month once it has gone through.',
      })
    }
  })
})

describe('the payment confirmation heading follows the order', () => {
  it('thanks only for a paid order', () => {
    const paidCart: OrderView = { kind: 'found', sessionId: 'cs_test_1', summary: { ...summary('paid'), kind: 'cart' } }
    expect(paymentHeading(paidCart)).toBe('Thank you')
  })

  it('names the page while the payment is checked, and when there is no paid order', () => {
    const views: OrderView[] = [
      { kind: 'checking' },
      { kind: 'pending', sessionId: 'cs_test_1', settled: false },
      { kind: 'pending', sessionId: 'cs_test_1', settled: true },
      ...NO_PAID_ORDER,
    ]
    for (const view of views) expect(paymentHeading(view), view.kind).toBe('Payment confirmation')
  })
})
