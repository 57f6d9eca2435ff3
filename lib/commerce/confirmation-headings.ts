import type { OrderView } from './use-order-status'

/**
 * The confirmation pages' headings follow the order (docs/behaviour.md#confirmation-pages): they thank a family only
 * once the payment is confirmed, so no "Thank you" ever stands above "No order to confirm".
 */
const isPaid = (view: OrderView) => view.kind === 'found' && view.summary.status === 'paid'

/** What the top of /enrollment-success says: the page's h1 and the line under it. */
export interface EnrolmentHeading {
  heading: string
  intro: string | null
}

const ENROLMENT_NEUTRAL = 'Enrollment confirmation'

/** /enrollment-success: the welcome and the thanks only once the first month is paid. */
export function enrolmentHeading(view: OrderView, welcome: string): EnrolmentHeading {
  if (isPaid(view)) {
    return { heading: welcome, intro: 'Thank you for enrolling. This page confirms the payment for your first month.' }
  }
  if (view.kind === 'checking' || view.kind === 'pending') {
    return {
      heading: ENROLMENT_NEUTRAL,
      intro: 'This page confirms the payment for your first month once it has gone through.',
    }
  }
  return { heading: ENROLMENT_NEUTRAL, intro: null }
}

/** /payment-success: "Thank you" once the payment is confirmed, the page's name until then or without one. */
export function paymentHeading(view: OrderView): string {
  return isPaid(view) ? 'Thank you' : 'Payment confirmation'
}
