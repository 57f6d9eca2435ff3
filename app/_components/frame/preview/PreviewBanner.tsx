import { buttonClass } from '@/app/_components/ui/button-classes'
import { PREVIEW_BANNER_ID } from '@/lib/content/preview-banner-id'

/**
 * Shown above the site frame while draft mode is on, so nobody mistakes unpublished changes for the live site.
 * A plain form: leaving preview works without JavaScript, and returns to the page it was pressed on (the
 * browser sends that page as the Referer).
 */
export function PreviewBanner() {
  return (
    <section id={PREVIEW_BANNER_ID} aria-label="Preview" className="border-b-4 border-ochre bg-ink text-cream">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 lg:px-6">
        <p className="text-base">
          <strong className="font-semibold">Previewing drafts</strong>
          <span aria-hidden="true"> · </span>
          <span className="text-sand">unpublished changes are shown to you only</span>
        </p>
        <form method="post" action="/api/draft-mode/disable">
          <button
            type="submit"
            className={buttonClass({
              size: 'compact',
              tone: 'ochre',
              dimmed: 'never',
              className: 'focus-visible:outline-offset-4 focus-visible:outline-cream',
            })}
          >
            Leave preview
          </button>
        </form>
      </div>
    </section>
  )
}
