// Enrolment where this site takes payments by e-mail (local mode): the family's choices become a prepared e-mail
// to the school, so nothing they typed is lost (docs/behaviour.md#enrolment).
import { GRADE_BAND_LABELS, type EnrolledChild } from '@/lib/validation'

import type { EnrollmentPlan, EnrolmentQuote } from './enrollment-form'
import { formatMonthlyPrice, formatUsd } from './format'
import type { ContactFields } from './payload'
import { signedBy, type PaymentEmail } from './payment-email'

export interface EnrolmentRequest {
  plan: EnrollmentPlan
  children: readonly EnrolledChild[]
  quote: EnrolmentQuote
  contact: ContactFields
}

/** The message as the family will read it in their mail app before sending. */
export function enrolmentEmail({ plan, children, quote, contact }: EnrolmentRequest): PaymentEmail {
  const count = children.length
  const unit = plan.pricing === 'perFamily' ? 'per family' : 'per child'
  const body = [
    'Hello,',
    '',
    `We would like to enroll in ${plan.name} (${formatMonthlyPrice(plan.monthlyPrice)} ${unit}).`,
    '',
    'Our children:',
    ...children.map((child) => `- ${child.firstName}, ${GRADE_BAND_LABELS[child.gradeBand]}`),
    '',
    `${quote.sentence}.`,
    ...(quote.discount > 0 ? [`Sibling discount: ${formatUsd(quote.discount, 'cents-if-any')}`] : []),
    `Total for the first month: ${formatUsd(quote.total, 'cents-if-any')}`,
    '',
    'Please tell us how to pay and what happens next.',
    '',
    ...signedBy(contact),
  ]
  return {
    subject: `Enrolment: ${plan.name} for ${count} ${count === 1 ? 'child' : 'children'}`,
    body: body.join('\n'),
  }
}
