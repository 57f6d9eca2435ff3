import { describe, expect, it } from 'vitest'

import { enrolmentEmail } from '@/lib/commerce/enrollment-by-email'
import {
  addChild,
  checkChildren,
  emptyChild,
  removeChild,
  toggleLearner,
  updateChild,
} from '@/lib/commerce/enrollment-children'
import {
  ENROLLMENT_PRODUCT_TYPE,
  enrollmentPayload,
  enrolmentQuote,
  type EnrollmentPlan,
} from '@/lib/commerce/enrollment-form'
import { paymentMailto } from '@/lib/commerce/payment-email'
import {
  enrollmentPaymentSchema,
  enrolmentTotal,
  LEARNER_MESSAGES,
  MESSAGES,
  type EnrolledChild,
} from '@/lib/validation'

const core: EnrollmentPlan = {
  key: 'core',
  name: 'Core Only',
  monthlyPrice: 350,
  pricing: 'perChild',
  siblingDiscountPercent: 10,
}
const electives: EnrollmentPlan = {
  key: 'electives',
  name: 'Electives Only',
  monthlyPrice: 150,
  pricing: 'perFamily',
  siblingDiscountPercent: 0,
}
const family = { email: ' Parent@Example.ORG ', firstName: ' Zola ', lastName: ' Okafor ' }
const twins: EnrolledChild[] = [
  { firstName: 'Nia', gradeBand: '3-5' },
  { firstName: 'Tau', gradeBand: '3-5' },
]

describe('the enrolment total', () => {
  it('charges each child on a per-child plan, the first in full and the others less the sibling discount', () => {
    expect(enrolmentTotal(core, 35000, 1)).toEqual({
      totalCents: 35000,
      lines: [{ quantity: 1, unitAmountCents: 35000 }],
      discountCents: 0,
    })
    expect(enrolmentTotal(core, 35000, 3)).toEqual({
      totalCents: 35000 + 2 * 31500,
      lines: [
        { quantity: 1, unitAmountCents: 35000 },
        { quantity: 2, unitAmountCents: 31500 },
      ],
      discountCents: 7000,
    })
  })

  it('keeps the lines adding up to the total when the discount falls between cents', () => {
    const total = enrolmentTotal({ pricing: 'perChild', siblingDiscountPercent: 15 }, 33333, 4)
    const sum = total.lines.reduce((cents, line) => cents + line.quantity * line.unitAmountCents, 0)
    expect(total.lines[1]?.unitAmountCents).toBe(28333)
    expect(sum).toBe(total.totalCents)
  })

  it('has one line of N without a discount, and one price for the whole family per family', () => {
    expect(enrolmentTotal({ pricing: 'perChild', siblingDiscountPercent: 0 }, 35000, 3).lines).toEqual([
      { quantity: 3, unitAmountCents: 35000 },
    ])
    expect(enrolmentTotal({ pricing: 'perFamily', siblingDiscountPercent: 20 }, 15000, 5)).toEqual({
      totalCents: 15000,
      lines: [{ quantity: 1, unitAmountCents: 15000 }],
      discountCents: 0,
    })
  })

  it('ignores a discount outside the Studio rule (not a whole percent, above 50)', () => {
    expect(enrolmentTotal({ pricing: 'perChild', siblingDiscountPercent: 12.5 }, 10000, 2).totalCents).toBe(20000)
    expect(enrolmentTotal({ pricing: 'perChild', siblingDiscountPercent: 80 }, 10000, 2).totalCents).toBe(20000)
  })

  it('shows the dialog the total in dollars, with the rule in a sentence', () => {
    expect(enrolmentQuote(core, 2)).toEqual({
      children: 2,
      subtotal: 700,
      discount: 35,
      total: 665,
      sentence: '10\u00a0% off each child after the first',
      perFamily: false,
    })
    expect(enrolmentQuote(electives, 3)).toMatchObject({ total: 150, sentence: 'One price for the whole family' })
  })
})

describe('create-payment plan enrolment payload', () => {
  it('sends the plan, its shown price, the children and the total shown, with the contact normalised', () => {
    const result = enrollmentPayload(core, family, twins)
    expect(result).toEqual({
      ok: true,
      payload: {
        productId: 'core',
        productTitle: 'Core Only',
        productPrice: 350,
        productType: ENROLLMENT_PRODUCT_TYPE,
        children: twins,
        expectedTotal: 665,
        email: 'parent@example.org',
        firstName: 'Zola',
        lastName: 'Okafor',
      },
    })
    if (result.ok) expect(enrollmentPaymentSchema.safeParse(result.payload).success).toBe(true)
  })

  it('requires a valid e-mail and names of at most 50 characters, with their messages', () => {
    expect(enrollmentPayload(core, { ...family, email: '   ' }, twins)).toMatchObject({
      ok: false,
      message: MESSAGES.invalidEmail,
    })
    expect(enrollmentPayload(core, { ...family, firstName: 'Z'.repeat(51) }, twins)).toMatchObject({
      ok: false,
      message: MESSAGES.firstNameTooLong,
    })
  })

  it('names every field in error at once, each with its own message, so a form can show them together', () => {
    const result = enrollmentPayload(core, { email: 'ama@', firstName: 'Z'.repeat(51), lastName: 'Okafor' }, [])
    expect(result).toEqual({
      ok: false,
      message: LEARNER_MESSAGES.childrenRequired,
      fields: {
        children: LEARNER_MESSAGES.childrenRequired,
        email: MESSAGES.invalidEmail,
        firstName: MESSAGES.firstNameTooLong,
      },
    })
  })

  it('refuses a plan key the payment function does not know', () => {
    const result = enrollmentPayload({ ...core, key: 'platinum' as EnrollmentPlan['key'] }, family, twins)
    expect(result).toMatchObject({
      ok: false,
      message: MESSAGES.invalidPlan,
      fields: { productId: MESSAGES.invalidPlan },
    })
  })
})

describe('the children list', () => {
  it('checks each row on its own and names the field of each message', () => {
    const rows = [
      { ...emptyChild(), firstName: ' Nia ', gradeBand: '3-5' as const },
      emptyChild(),
      { ...emptyChild(), firstName: 'nia@example.org', gradeBand: 'k-2' as const },
    ]
    const checked = checkChildren(rows)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors[rows[0]!.key]).toBeUndefined()
    expect(checked.errors[rows[1]!.key]).toEqual({
      firstName: LEARNER_MESSAGES.nameRequired,
      gradeBand: LEARNER_MESSAGES.gradeRequired,
    })
    expect(checked.errors[rows[2]!.key]).toEqual({ firstName: LEARNER_MESSAGES.nameCharacters })
    expect(checkChildren([rows[0]!])).toEqual({ ok: true, children: [{ firstName: 'Nia', gradeBand: '3-5' }] })
  })

  it('names a child once: a later row with a name given above (case and spaces aside) is refused beside it', () => {
    const rows = [
      { ...emptyChild(), firstName: 'Ama', gradeBand: 'k-2' as const },
      { ...emptyChild(), firstName: 'Kofi', gradeBand: '6-8' as const },
      { ...emptyChild(), firstName: ' ama ', gradeBand: 'k-2' as const, learnerId: 'learner-ama' },
    ]
    expect(checkChildren(rows)).toEqual({
      ok: false,
      errors: { [rows[2]!.key]: { firstName: LEARNER_MESSAGES.childNamedTwice } },
    })
    // The payload refuses the same list, so the function never charges two places for one child.
    const children = rows.map((row) => ({ firstName: row.firstName, gradeBand: row.gradeBand }))
    expect(enrollmentPayload(core, family, children)).toMatchObject({
      ok: false,
      fields: { children: LEARNER_MESSAGES.childNamedTwice },
    })
  })

  it('holds 1 to 8 rows', () => {
    let rows = [emptyChild()]
    for (let i = 0; i < 10; i++) rows = addChild(rows)
    expect(rows).toHaveLength(8)
    expect(removeChild([rows[0]!], rows[0]!.key)).toHaveLength(1)
  })

  it('fills a blank row with a ticked learner and removes it when unticked', () => {
    const learner = { id: 'l-1', displayName: 'Kojo', gradeBand: '6-8' as const }
    const withKojo = toggleLearner([emptyChild()], learner, true)
    expect(withKojo).toMatchObject([{ firstName: 'Kojo', gradeBand: '6-8', learnerId: 'l-1' }])
    const typed = updateChild(addChild(withKojo), addChild(withKojo)[1]!.key, { firstName: 'Ama' })
    expect(toggleLearner(typed, learner, false).map((row) => row.learnerId)).not.toContain('l-1')
  })
})

describe('enrolment by e-mail (no payment service)', () => {
  it('prepares a message with the plan, each child and grade, and the total', () => {
    const request = { plan: core, children: twins, quote: enrolmentQuote(core, 2), contact: family }
    const { body } = enrolmentEmail({
      ...request,
      contact: { email: 'parent@example.org', firstName: 'Zola', lastName: '' },
    })
    expect(body).toContain('We would like to enroll in Core Only ($350/month per child).')
    expect(body).toContain('- Nia, Grades 3 to 5\n- Tau, Grades 3 to 5')
    expect(body).toContain('10\u00a0% off each child after the first.')
    expect(body).toContain('Total for the first month: $665')
    const href = paymentMailto('hello@school.example', enrolmentEmail(request))
    expect(
      href.startsWith('mailto:hello@school.example?subject=Enrolment%3A%20Core%20Only%20for%202%20children&body='),
    ).toBe(true)
  })
})
