'use client'

import { Link } from '@/app/_components/ui/Link'
import type { OrderView } from '@/lib/commerce/use-order-status'

import { OrderMessage } from './OrderMessage'

/**
 * The payment's state as the order summary reports it (docs/behaviour.md#confirmation-pages), for an order the page
 * has read once (its heading follows the same order).
 */
export function PaymentStatusView({ view, contactEmail }: { view: OrderView; contactEmail: string }) {
  const contact = (
    <p>
      Questions? Email us at{' '}
      <a href={`mailto:${contactEmail}`} className="font-semibold text-clay-dark underline underline-offset-2">
        {contactEmail}
      </a>
      .
    </p>
  )
  switch (view.kind) {
    case 'no-backend':
      return (
        <OrderMessage tone="problem" title="No order to confirm">
          <p>This site has no payment service configured, so no payment was taken here.</p>
          {contact}
        </OrderMessage>
      )
    case 'no-reference':
      return (
        <OrderMessage tone="problem" title="This link has no order reference">
          <p>If you have just paid, your receipt is on its way to your e-mail.</p>
          {contact}
        </OrderMessage>
      )
    case 'checking':
      return <OrderMessage tone="waiting" title="Checking your order..." />
    case 'pending':
      return view.settled ? (
        <OrderMessage tone="waiting" title="Your payment is still being confirmed">
          {/* Pending also describes a checkout left before paying (until the payment page closes it): the page
              promises a receipt only for a payment that was made. */}
          <p>
            This can take a minute. Refresh this page shortly. If you completed the payment, your receipt will also
            arrive by e-mail; if you left the payment page before paying, nothing was charged.
          </p>
          {contact}
        </OrderMessage>
      ) : (
        <OrderMessage tone="waiting" title="Confirming your payment...">
          <p>We are waiting for the payment provider to confirm it. This page updates by itself.</p>
        </OrderMessage>
      )
    case 'not-found':
      return (
        <OrderMessage tone="problem" title="We could not find this order">
          <p>No order has the reference in this link.</p>
          {contact}
        </OrderMessage>
      )
    case 'error':
      return (
        <OrderMessage tone="problem" title="We could not check your order right now">
          <p>Please refresh the page in a moment.</p>
          {contact}
        </OrderMessage>
      )
    case 'found': {
      const { summary, sessionId } = view
      if (summary.status === 'paid') {
        return (
          <OrderMessage tone="success" title="Payment confirmed">
            <p>Thank you! Your payment went through and your receipt is on its way to your e-mail.</p>
            {summary.programType === null && (summary.productId || summary.kind === 'cart') && (
              <p>
                <Link
                  href={`/digital-download?session_id=${encodeURIComponent(sessionId)}`}
                  className="font-semibold text-forest underline underline-offset-2"
                >
                  {summary.productId ? 'Go to your download' : 'Go to your downloads'}
                </Link>
              </p>
            )}
          </OrderMessage>
        )
      }
      if (summary.status === 'expired') {
        return (
          <OrderMessage tone="problem" title="This checkout was not completed">
            <p>The payment did not go through, and nothing was charged.</p>
            {contact}
          </OrderMessage>
        )
      }
      return (
        <OrderMessage
          tone="problem"
          title={summary.status === 'refunded' ? 'This order was refunded' : 'This payment is under review'}
        >
          {contact}
        </OrderMessage>
      )
    }
  }
}
