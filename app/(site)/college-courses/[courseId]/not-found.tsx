import type { Metadata } from 'next'

import { NotFoundPanel } from '@/app/_components/ui/NotFoundPanel'

export const metadata: Metadata = { title: 'Course Not Found', robots: { index: false } }

/** An address under /college-courses/ that names no college course. */
export default function CollegeCourseNotFound() {
  return (
    <NotFoundPanel
      heading="Course Not Found"
      text="We could not find that college course. It may have moved, or the link may be mistyped."
      href="/college-prep"
      label="Back to College Prep"
    />
  )
}
