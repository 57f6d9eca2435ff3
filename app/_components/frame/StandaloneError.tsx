'use client'

import { ERROR_PAGE } from '@/lib/site/error-page'

import { useErrorHeading } from './use-error-heading'

/**
 * The error page for when the site's frame is what failed (app/error.tsx) or the root layout itself
 * (app/global-error.tsx): neither has the site's stylesheet, which only the frame brings (app/(site)/layout.tsx), so
 * the look is the site's colours in a small stylesheet of its own (the CSP allows inline styles, never inline scripts)
 * and the system's fonts. The words are the other error pages' (lib/site/error-page.ts); "Home" is a plain link, a
 * full load of the home page, since the app around this page is what broke.
 */
export const STANDALONE_ERROR_STYLE = [
  'body{margin:0;min-height:100dvh;display:flex;flex-direction:column;background:#fdf8f0;color:#2b1d14;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;-webkit-font-smoothing:antialiased}',
  '.band{height:.75rem;background:repeating-linear-gradient(90deg,#e3a82b 0 24px,#a63d1c 24px 36px,#1d5a38 36px 60px,#2b1d14 60px 66px)}',
  'main{flex:1}',
  'section{max-width:42rem;margin:0 auto;padding:6rem 1rem;display:flex;flex-direction:column;align-items:center;text-align:center}',
  'h1{margin:0;font-family:ui-serif,Georgia,"Times New Roman",serif;font-size:2.25rem;line-height:1.2;font-weight:600}',
  'p{margin:1rem 0 0;font-size:1.125rem;line-height:1.6;color:#5a4636}',
  '.actions{margin-top:2rem;display:flex;flex-wrap:wrap;justify-content:center;gap:1rem}',
  '.pill{display:inline-flex;align-items:center;justify-content:center;min-height:3rem;padding:.75rem 1.5rem;border-radius:9999px;font-weight:600;font-size:1.125rem;line-height:1.5;font-family:inherit;text-decoration:none;cursor:pointer;box-sizing:border-box}',
  '.retry{border:0;background:#a63d1c;color:#fff}',
  '.home{border:2px solid #1d5a38;background:transparent;color:#1d5a38}',
  '.reference{margin-top:2rem;font-size:.875rem}',
  ':focus-visible{outline:3px solid #1d5a38;outline-offset:2px;border-radius:4px}',
].join('')

/** The band, the notice and its two ways on; focus moves to the heading so a screen reader announces the change. */
export function StandaloneErrorNotice({ error, retry }: { error: unknown; retry: () => void }) {
  const { heading, reference } = useErrorHeading(error)
  return (
    <>
      <div className="band" aria-hidden="true" />
      <main id="main">
        <section aria-labelledby="error-heading">
          <h1 id="error-heading" ref={heading} tabIndex={-1}>
            {ERROR_PAGE.heading}
          </h1>
          <p>{ERROR_PAGE.body}</p>
          <div className="actions">
            <button type="button" onClick={retry} className="pill retry">
              {ERROR_PAGE.retry}
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the app around this page broke */}
            <a href="/" className="pill home">
              {ERROR_PAGE.home}
            </a>
          </div>
          {reference && (
            <p className="reference">
              {ERROR_PAGE.reference} <code>{reference}</code>
            </p>
          )}
        </section>
      </main>
    </>
  )
}
