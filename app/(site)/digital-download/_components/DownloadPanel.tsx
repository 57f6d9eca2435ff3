'use client'

import { useState } from 'react'

import { DownloadButton } from '@/app/_components/commerce/orders/DownloadButton'
import { OrderMessage } from '@/app/_components/commerce/orders/OrderMessage'
import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { useAuth } from '@/lib/auth/auth-context'
import { useHydrated, useLocationSearch } from '@/lib/browser/location'
import { useOrderStatus } from '@/lib/commerce/use-order-status'

import { OrderDownloads } from './OrderDownloads'

/**
 * /digital-download (docs/behaviour.md#digital-download): a signed-in buyer's purchase with its Download Now button
 * (one for each download of a cart), which asks generate-download-link for a short-lived signed URL and opens it in
 * a new tab.
 */
export function DownloadPanel({ contactEmail }: { contactEmail: string }) {
  const { state } = useAuth()
  const hydrated = useHydrated()
  const search = useLocationSearch()
  const view = useOrderStatus(state.status === 'signed-in')
  const [failed, setFailed] = useState(false)

  if (state.status === 'unconfigured') {
    return (
      <OrderMessage tone="problem" title="Downloads are not available here">
        <p>This site has no account or payment service configured, so there is no purchase to download.</p>
      </OrderMessage>
    )
  }
  if (!hydrated || state.status === 'loading') return <OrderMessage tone="waiting" title="Checking your sign-in..." />
  if (state.status === 'signed-out') {
    const back = `/digital-download${search}`
    return (
      <OrderMessage tone="waiting" title="Sign in to download your purchase">
        <p>Downloads are kept for the account that bought them. Sign in, and you will come straight back here.</p>
        <p>
          <Link
            href={`/auth?next=${encodeURIComponent(back)}`}
            className={linkButtonClass({ tone: 'forest', className: 'min-h-11 px-5' })}
          >
            Sign in
          </Link>
        </p>
      </OrderMessage>
    )
  }

  // Whom to ask, with the order reference: about a download that does not start, or about an order with none.
  const support = (sessionId: string | null, opening = 'If the download does not start, contact support at') => (
    <p>
      {opening}{' '}
      <a href={`mailto:${contactEmail}`} className="font-semibold text-clay-dark underline underline-offset-2">
        {contactEmail}
      </a>
      {sessionId && (
        <>
          {' '}
          and quote your order reference{' '}
          <code className="rounded bg-sand px-1.5 font-mono text-sm break-all">{sessionId}</code>
        </>
      )}
      .
    </p>
  )

  switch (view.kind) {
    case 'no-backend':
    case 'checking':
      return <OrderMessage tone="waiting" title="Loading your purchase..." />
    case 'no-reference':
      return (
        <OrderMessage tone="problem" title="This link has no order reference">
          {support(null)}
        </OrderMessage>
      )
    case 'pending':
      return (
        <OrderMessage
          tone="waiting"
          title={view.settled ? 'Your payment is still being confirmed' : 'Confirming your payment...'}
        >
          {view.settled ? <p>Refresh this page in a minute.</p> : <p>This page updates by itself.</p>}
          {support(view.sessionId)}
        </OrderMessage>
      )
    case 'not-found':
    case 'error':
      return (
        <OrderMessage
          tone="problem"
          title={view.kind === 'error' ? 'We could not load your purchase' : 'We could not find this order'}
        >
          {support(view.sessionId)}
        </OrderMessage>
      )
    case 'found':
      break
  }

  const { summary, sessionId } = view
  const noDownload = (
    <OrderMessage tone="problem" title="This order has no download">
      {support(sessionId, 'Questions about this order? Contact support at')}
    </OrderMessage>
  )
  // A cart names its products as lines, which only the buyer may read: each of its downloads, listed.
  if (summary.status === 'paid' && !summary.productId && summary.kind === 'cart')
    return <OrderDownloads sessionId={sessionId} support={support(sessionId)} noDownload={noDownload} />
  // An enrolment names its plan as the product, and a donation none: neither is a download. An order from before
  // kinds were recorded is read as the instant download it then had to be.
  const downloadable = summary.kind === null || summary.kind === 'instant_download'
  if (summary.status !== 'paid' || !summary.productId || !downloadable) return noDownload
  const productId = summary.productId

  return (
    <OrderMessage tone="success" title="Your download is ready">
      <p>
        Thank you for your purchase. The link is made for you when you press the button and works for a few minutes.
      </p>
      <p>
        <DownloadButton sessionId={sessionId} productId={productId} onFailed={() => setFailed(true)} />
      </p>
      {failed && support(sessionId)}
    </OrderMessage>
  )
}
