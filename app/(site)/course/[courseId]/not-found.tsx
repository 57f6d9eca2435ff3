import type { Metadata } from 'next'

import { NotFoundPanel } from '@/app/_components/ui/NotFoundPanel'

export const metadata: Metadata = { title: 'Course Not Found', robots: { index: false } }

/** An address under /course/ that names no self-paced course. */
export default function CourseNotFound() {
  return (
    <NotFoundPanel
      heading="Course Not Found"
      text="We could not find that course. It may have moved, or the link may be mistyped."
      href="/self-paced"
      label="Return to Courses"
    />
  )
}
