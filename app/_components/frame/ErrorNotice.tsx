'use client'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { ERROR_PAGE } from '@/lib/site/error-page'

import { useErrorHeading } from './use-error-heading'

/**
 * What a visitor sees when a page fails to render, in the not-found page's look: what happened in plain words,
 * "Try again" (Next's `retry`: the failed part is fetched from the server again and rendered) and the way home.
 * Focus moves to the heading, so a screen reader announces the change and the keyboard starts from here. The
 * error's message is never shown; its digest is, as a reference for support (lib/site/error-page.ts).
 */
export function ErrorNotice({ error, retry }: { error: unknown; retry: () => void }) {
  const { heading, reference } = useErrorHeading(error)
  return (
    <section
      aria-labelledby="error-heading"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      {/* The failed page's own title never arrived; React places this one in the document's head. */}
      <title>{ERROR_PAGE.title}</title>
      <h1 id="error-heading" ref={heading} tabIndex={-1} className="font-display text-4xl font-semibold text-ink">
        {ERROR_PAGE.heading}
      </h1>
      <p className="mt-4 text-lg text-muted">{ERROR_PAGE.body}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button type="button" onClick={retry} className={buttonClass({ size: 'large', tone: 'primary' })}>
          {ERROR_PAGE.retry}
        </button>
        <Link href="/" className={buttonClass({ size: 'large', tone: 'outline' })}>
          {ERROR_PAGE.home}
        </Link>
      </div>
      {reference && (
        <p className="mt-8 text-sm text-muted">
          {ERROR_PAGE.reference} <code className="font-mono">{reference}</code>
        </p>
      )}
    </section>
  )
}
