'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { DownloadButton } from '@/app/_components/commerce/orders/DownloadButton'
import { OrderMessage } from '@/app/_components/commerce/orders/OrderMessage'
import { useAuth } from '@/lib/auth/auth-context'
import { loadOrderDownloads, type OrderDownload } from '@/lib/commerce/order-downloads'

type Listing = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; downloads: OrderDownload[] }

/**
 * A paid cart's downloads: each product of the order that is a download, with its own Download Now. The list is the
 * signed-in buyer's (order_downloads); a cart with none says so.
 */
export function OrderDownloads({
  sessionId,
  support,
  noDownload,
}: {
  sessionId: string
  /** Whom to ask when a download does not start, with the order reference. */
  support: ReactNode
  /** What the page says for an order with nothing to download. */
  noDownload: ReactNode
}) {
  const { client } = useAuth()
  const [listing, setListing] = useState<Listing>({ kind: 'loading' })
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const loading = client()
    if (!loading) return
    let active = true
    loading
      .then((supabase) => loadOrderDownloads(supabase, sessionId))
      .then((downloads) => active && setListing({ kind: 'ready', downloads }))
      .catch((error: unknown) => {
        console.error('Failed to read the order’s downloads', error)
        if (active) setListing({ kind: 'error' })
      })
    return () => {
      active = false
    }
  }, [client, sessionId])

  if (listing.kind === 'loading') return <OrderMessage tone="waiting" title="Loading your purchase..." />
  if (listing.kind === 'error')
    return (
      <OrderMessage tone="problem" title="We could not load your purchase">
        {support}
      </OrderMessage>
    )
  if (listing.downloads.length === 0) return noDownload
  const several = listing.downloads.length > 1
  return (
    <OrderMessage tone="success" title={several ? 'Your downloads are ready' : 'Your download is ready'}>
      <p>
        Thank you for your purchase.{' '}
        {several
          ? 'Each link is made for you when you press its button and works for a few minutes.'
          : 'The link is made for you when you press the button and works for a few minutes.'}
      </p>
      <ul className="space-y-3" aria-label="Your downloads">
        {listing.downloads.map((download) => (
          <li
            key={download.productId}
            className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 sm:flex-nowrap sm:p-4"
          >
            {/* The title takes the room and wraps; wider than a phone the button stays on its right. */}
            <span className="min-w-0 flex-1 basis-full font-semibold break-words text-ink sm:basis-auto">
              {download.title}
            </span>
            <span className="shrink-0">
              <DownloadButton
                size="small"
                sessionId={sessionId}
                productId={download.productId}
                describedAs={download.title}
                onFailed={() => setFailed(true)}
              />
            </span>
          </li>
        ))}
      </ul>
      {failed && support}
    </OrderMessage>
  )
}
