// Enrolment where this site takes no payments (local mode): the family's choices become a prepared e-mail to
// the school, so nothing they typed is lost (docs/behaviour.md#enrolment).
import { GRADE_BAND_LABELS, type EnrolledChild } from '@/lib/validation'

import type { EnrollmentPlan, EnrolmentQuote } from './enrollment-form'
import { formatMonthlyPrice, formatUsd } from './format'
import type { ContactFields } from './payload'

export interface EnrolmentRequest {
  plan: EnrollmentPlan
  children: readonly EnrolledChild[]
  quote: EnrolmentQuote
  contact: ContactFields
}

export function enrolmentEmailSubject(request: EnrolmentRequest): string {
  const count = request.children.length
  return `Enrolment: ${request.plan.name} for ${count} ${count === 1 ? 'child' : 'children'}`
}

/** The message as the family will read it in their mail app before sending. */
export function enrolmentEmailBody({ plan, children, quote, contact }: EnrolmentRequest): string {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ')
  const unit = plan.pricing === 'perFamily' ? 'per family' : 'per child'
  const lines = [
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
    'Thank you,',
    name || contact.email,
    ...(name && contact.email ? [contact.email] : []),
  ]
  return lines.join('\n')
}

/** A mailto: link holding the subject and the body, encoded as RFC 6068 asks. */
export function enrolmentMailto(contactEmail: string, request: EnrolmentRequest): string {
  const query = [
    `subject=${encodeURIComponent(enrolmentEmailSubject(request))}`,
    `body=${encodeURIComponent(enrolmentEmailBody(request))}`,
  ].join('&')
  return `mailto:${contactEmail}?${query}`
}
