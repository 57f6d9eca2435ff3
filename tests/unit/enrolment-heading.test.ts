import { describe, expect, it } from 'vitest'

import { enrolmentHeading } from '@/lib/commerce/enrolment-heading'
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

describe('the enrolment confirmation heading follows the order', () => {
  it('welcomes and thanks only for a paid enrolment', () => {
    expect(enrolmentHeading(found('paid'), WELCOME)).toEqual({ heading: WELCOME, intro: THANKS })
  })

  it('thanks no one when there is no order to confirm', () => {
    const views: OrderView[] = [
      { kind: 'no-backend' },
      { kind: 'no-reference' },
      { kind: 'not-found', sessionId: 'cs_test_1' },
      { kind: 'error', sessionId: 'cs_test_1' },
      found('expired'),
      found('refunded'),
    ]
    for (const view of views) {
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
