'use client'

import { ErrorNotice } from '@/app/_components/frame/ErrorNotice'

/**
 * A page of the site failed to render (its content could not be read, a component threw): the notice takes the
 * page's place inside the site frame, so the header and footer stay. A failure of the frame itself is app/error.tsx.
 */
export default function SitePageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorNotice error={error} retry={retry} />
}
