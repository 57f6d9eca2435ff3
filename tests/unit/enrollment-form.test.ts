import { describe, expect, it } from 'vitest'

import { ENROLLMENT_PRODUCT_TYPE, enrollmentPayload, type EnrollmentPlan } from '@/lib/commerce/enrollment-form'
import { enrollmentPaymentSchema, MESSAGES } from '@/lib/validation'

const core: EnrollmentPlan = { key: 'core', name: 'Core Only', monthlyPrice: 350 }
const family = { email: ' Parent@Example.ORG ', firstName: ' Zola ', lastName: ' Okafor ' }

describe('create-payment plan enrolment payload', () => {
  it('sends the plan key, name and shown price, type enrollment, lower-cased e-mail and trimmed names', () => {
    const result = enrollmentPayload(core, family)
    expect(result).toEqual({
      ok: true,
      payload: {
        productId: 'core',
        productTitle: 'Core Only',
        productPrice: 350,
        productType: ENROLLMENT_PRODUCT_TYPE,
        email: 'parent@example.org',
        firstName: 'Zola',
        lastName: 'Okafor',
      },
    })
    expect(ENROLLMENT_PRODUCT_TYPE).toBe('enrollment')
    if (result.ok) expect(enrollmentPaymentSchema.safeParse(result.payload).success).toBe(true)
  })

  it('works for every plan key', () => {
    const plans: EnrollmentPlan[] = [
      core,
      { key: 'full', name: 'Full Program', monthlyPrice: 500 },
      { key: 'electives', name: 'Electives Only', monthlyPrice: 150 },
    ]
    for (const plan of plans) {
      expect(enrollmentPayload(plan, family)).toMatchObject({
        ok: true,
        payload: { productId: plan.key, productPrice: plan.monthlyPrice },
      })
    }
  })

  it('requires a valid e-mail and names of at most 50 characters, with their messages', () => {
    expect(enrollmentPayload(core, { ...family, email: '   ' })).toEqual({ ok: false, message: MESSAGES.invalidEmail })
    expect(enrollmentPayload(core, { ...family, firstName: 'Z'.repeat(51) })).toEqual({
      ok: false,
      message: MESSAGES.firstNameTooLong,
    })
    expect(enrollmentPayload(core, { ...family, lastName: 'O'.repeat(51) })).toEqual({
      ok: false,
      message: MESSAGES.lastNameTooLong,
    })
    expect(enrollmentPayload(core, { ...family, firstName: '', lastName: '' }).ok).toBe(true)
  })

  it('refuses a plan key the payment function does not know', () => {
    const unknown = { key: 'weekend', name: 'Weekend', monthlyPrice: 99 } as unknown as EnrollmentPlan
    expect(enrollmentPayload(unknown, family)).toEqual({ ok: false, message: MESSAGES.invalidPlan })
  })
})
