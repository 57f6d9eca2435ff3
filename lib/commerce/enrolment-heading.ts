import type { OrderView } from './use-order-status'

/** What the top of /enrollment-success says: the page's h1 and the line under it. */
export interface EnrolmentHeading {
  heading: string
  intro: string | null
}

const NEUTRAL = 'Enrollment confirmation'

/**
 * The enrolment confirmation's heading follows the order (docs/behaviour.md#confirmation-pages): the welcome and the
 * thanks only once the first month is paid, so "Thank you for enrolling" never stands above "No order to confirm".
 */
export function enrolmentHeading(view: OrderView, welcome: string): EnrolmentHeading {
  if (view.kind === 'found' && view.summary.status === 'paid') {
    return { heading: welcome, intro: 'Thank you for enrolling. This page confirms the payment for your first month.' }
  }
  if (view.kind === 'checking' || view.kind === 'pending') {
    return { heading: NEUTRAL, intro: 'This page confirms the payment for your first month once it has gone through.' }
  }
  return { heading: NEUTRAL, intro: null }
}
