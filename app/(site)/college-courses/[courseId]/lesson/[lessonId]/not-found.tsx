import type { Metadata } from 'next'

import { NotFoundPanel } from '@/app/_components/ui/NotFoundPanel'

export const metadata: Metadata = { title: 'Lesson Not Found', robots: { index: false } }

/** An address under /college-courses/<slug>/lesson/ that names no lesson of a college course. */
export default function CollegeLessonNotFound() {
  return (
    <NotFoundPanel
      heading="Lesson Not Found"
      text="We could not find that lesson. It may have moved, or the link may be mistyped."
      href="/college-prep"
      label="Back to College Prep"
    />
  )
}
