// The enrolment dialog's create-payment body and the total it shows (docs/behaviour.md#enrolment).
import type { z } from 'zod'

import {
  enrollmentPaymentSchema,
  enrolmentTotal,
  pricingSentence,
  toCents,
  type EnrolledChild,
  type PlanKey,
  type PlanPricing,
} from '@/lib/validation'

import { checkedPayload, normalisedContact, type ContactFields, type PayloadResult } from './payload'

/** The `productType` an enrolment is sent with (the function echoes it; the plan key decides the charge). */
export const ENROLLMENT_PRODUCT_TYPE = 'enrollment'

/** The plan as the CMS gives it (PLANS_QUERY): key, name, the monthly price shown and how it is priced. */
export interface EnrollmentPlan extends PlanPricing {
  key: PlanKey
  name: string
  monthlyPrice: number
  /** Staff's words beside the price ("Second child: 10 % off"), when they wrote some. */
  siblingNote?: string | null
}

/** The create-payment body for a plan enrolment, as sent. */
export type EnrollmentPayload = z.input<typeof enrollmentPaymentSchema>

/** What the dialog shows under the children: in dollars, with the rule in words. */
export interface EnrolmentQuote {
  children: number
  /** The monthly price times the children (per child), or the price once (per family). */
  subtotal: number
  /** Taken off by the sibling discount; 0 without one. */
  discount: number
  total: number
  sentence: string
  perFamily: boolean
}

const dollars = (cents: number) => cents / 100

/** The first month for this many children, by the plan's rule: the same computation create-payment charges. */
export function enrolmentQuote(plan: EnrollmentPlan, children: number): EnrolmentQuote {
  const count = Math.max(children, 1)
  const total = enrolmentTotal(plan, toCents(plan.monthlyPrice), count)
  return {
    children: count,
    subtotal: dollars(total.totalCents + total.discountCents),
    discount: dollars(total.discountCents),
    total: dollars(total.totalCents),
    sentence: pricingSentence(plan),
    perFamily: plan.pricing === 'perFamily',
  }
}

/**
 * The create-payment body for a plan: productId = plan key, productTitle = plan name, productPrice = the monthly
 * price shown, the children (first name and grade band) and expectedTotal = the total shown (the function refuses
 * either with a "has changed" message when the provider's price or the CMS's rule differs), productType
 * 'enrollment', e-mail lower-cased and names trimmed. Checked with `enrollmentPaymentSchema`.
 */
export function enrollmentPayload(
  plan: EnrollmentPlan,
  fields: ContactFields,
  children: readonly EnrolledChild[],
): PayloadResult<EnrollmentPayload> {
  return checkedPayload<EnrollmentPayload>(enrollmentPaymentSchema, {
    productId: plan.key,
    productTitle: plan.name,
    productPrice: plan.monthlyPrice,
    productType: ENROLLMENT_PRODUCT_TYPE,
    children: children.map((child) => ({ firstName: child.firstName, gradeBand: child.gradeBand })),
    expectedTotal: enrolmentQuote(plan, children.length).total,
    ...normalisedContact(fields),
  })
}
