import type { Metadata } from 'next'

import { NotFoundPanel } from '@/app/_components/ui/NotFoundPanel'

export const metadata: Metadata = { title: 'Lesson Not Found', robots: { index: false } }

/** An address under /course/<slug>/lesson/ that names no lesson of a self-paced course. */
export default function LessonNotFound() {
  return (
    <NotFoundPanel
      heading="Lesson Not Found"
      text="We could not find that lesson. It may have moved, or the link may be mistyped."
      href="/self-paced"
      label="Return to Courses"
    />
  )
}
