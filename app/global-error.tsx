'use client'

import { STANDALONE_ERROR_STYLE, StandaloneErrorNotice } from '@/app/_components/frame/StandaloneError'
import { ERROR_PAGE } from '@/lib/site/error-page'

/**
 * The last resort: the root layout itself failed, so this page replaces it, with its own <html> and <body> and
 * nothing from the site's stylesheet, fonts or frame. `next build` also renders it as the static 500 page.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>{ERROR_PAGE.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <style>{STANDALONE_ERROR_STYLE}</style>
      </head>
      <body>
        <StandaloneErrorNotice error={error} retry={retry} />
      </body>
    </html>
  )
}
