'use client'

import { STANDALONE_ERROR_STYLE, StandaloneErrorNotice } from '@/app/_components/frame/StandaloneError'
import { ERROR_PAGE } from '@/lib/site/error-page'

/**
 * The site frame itself failed (app/(site)/layout.tsx could not read the site settings, say), so there is no
 * header or footer to keep, and no site stylesheet either: that comes with the frame, so that no other page of the
 * build repeats it in its document (docs/architecture.md#the-stylesheet). The notice stands alone on the site's
 * colours, under the kente band, as the root layout's own failure does (app/global-error.tsx).
 */
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      {/* The failed page's own title never arrived; React places this one in the document's head. */}
      <title>{ERROR_PAGE.title}</title>
      <style>{STANDALONE_ERROR_STYLE}</style>
      <StandaloneErrorNotice error={error} retry={retry} />
    </>
  )
}
