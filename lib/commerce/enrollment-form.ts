// The enrolment dialog's create-payment body (docs/behaviour.md#enrolment).
import type { z } from 'zod'

import { enrollmentPaymentSchema, type PlanKey } from '@/lib/validation'

import { checkedPayload, normalisedContact, type ContactFields, type PayloadResult } from './payload'

/** The `productType` an enrolment is sent with (the function echoes it; the plan key decides the charge). */
export const ENROLLMENT_PRODUCT_TYPE = 'enrollment'

/** The plan as the CMS gives it (PLANS_QUERY): its key, name and the monthly price shown on the card. */
export interface EnrollmentPlan {
  key: PlanKey
  name: string
  monthlyPrice: number
}

/** The create-payment body for a plan enrolment, as sent. */
export type EnrollmentPayload = z.input<typeof enrollmentPaymentSchema>

/**
 * The create-payment body for a plan: productId = plan key, productTitle = plan name, productPrice = the price
 * shown (the function refuses it with a "price has changed" message when the provider's price differs),
 * productType 'enrollment', email lower-cased and names trimmed. Checked with `enrollmentPaymentSchema`.
 */
export function enrollmentPayload(plan: EnrollmentPlan, fields: ContactFields): PayloadResult<EnrollmentPayload> {
  return checkedPayload<EnrollmentPayload>(enrollmentPaymentSchema, {
    productId: plan.key,
    productTitle: plan.name,
    productPrice: plan.monthlyPrice,
    productType: ENROLLMENT_PRODUCT_TYPE,
    ...normalisedContact(fields),
  })
}
