'use client'

import { ErrorNotice } from '@/app/_components/frame/ErrorNotice'

/**
 * The site frame itself failed (app/(site)/layout.tsx could not read the site settings, say), so there is no
 * header or footer to keep: the notice stands alone on the site's colours, under the kente band. A failure of the
 * root layout is app/global-error.tsx.
 */
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="site-root flex min-h-dvh flex-col bg-cream font-sans text-ink antialiased">
      <div className="kente-band h-3" aria-hidden="true" />
      <main id="main" className="flex-1">
        <ErrorNotice error={error} retry={retry} />
      </main>
    </div>
  )
}
