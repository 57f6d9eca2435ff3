'use client'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { notify } from '@/lib/browser/notify'
import { useOneAtATime } from '@/lib/browser/use-one-at-a-time'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { invokeFunction } from '@/lib/supabase/functions'

type Props = {
  sessionId: string
  productId: string
  /** Said to a screen reader after "Download Now" when a page lists several (the product or order). */
  describedAs?: string
  /** After a failure has been toasted, e.g. to show the support notice. */
  onFailed?: () => void
  size?: 'large' | 'small'
}

/**
 * Download Now for a paid purchase (docs/behaviour.md#digital-download): asks generate-download-link for a
 * short-lived signed URL of the order's product and opens it in a new tab. /digital-download and /account use it.
 */
export function DownloadButton({ sessionId, productId, describedAs, onFailed, size = 'large' }: Props) {
  const { busy, run } = useOneAtATime()

  function download() {
    return run(async () => {
      // The tab is opened by the press itself, before the link is asked for: a browser lets a page open a tab only
      // in answer to a press, and no longer counts one once an answer has been awaited (Safari at once, Chromium
      // after a few seconds). It is told nothing of this page (no opener), is pointed at the file when the link
      // comes, and is closed if none does.
      const tab = window.open('', '_blank')
      if (tab) tab.opener = null
      const result = await invokeFunction('generate-download-link', { sessionId, productId }, 'download')
      if (!result.ok) {
        tab?.close()
        const unanswered = result.reason === 'unanswered'
        notify(
          'Error',
          unanswered ? COMMERCE_MESSAGES.downloadUnanswered : (result.message ?? COMMERCE_MESSAGES.downloadFailed),
          'error',
        )
        onFailed?.()
        return 'done'
      }
      if (tab) tab.location.replace(result.data.downloadUrl)
      else window.open(result.data.downloadUrl, '_blank', 'noopener,noreferrer')
      notify(COMMERCE_MESSAGES.downloadStarted, undefined, 'success')
      return 'done'
    })
  }

  return (
    <button
      type="button"
      onClick={() => void download()}
      // aria-disabled, not disabled: a disabled button loses the keyboard focus, and the parent would be sent back
      // to the top of the page when the link is ready.
      aria-disabled={busy || undefined}
      className={buttonClass({
        tone: 'primary',
        centred: 'vertically',
        dimmed: 'never',
        className: `${size === 'large' ? 'min-h-12 px-6 text-lg' : 'min-h-11 px-4 text-sm'} aria-disabled:opacity-60`,
      })}
    >
      {busy ? 'Preparing...' : 'Download Now'}
      {describedAs && <span className="sr-only"> {describedAs}</span>}
    </button>
  )
}
