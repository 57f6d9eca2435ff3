'use client'

import { completedLessons } from '@/lib/learning/progress-codec'
import { progressSummary } from '@/lib/learning/resume'
import { progressPercent } from '@/lib/learning/rules'
import { useStoredProgress } from '@/lib/learning/use-stored-progress'

/**
 * A started course's progress for whoever is learning, on its catalogue card: "3 of 12 lessons · 25 %" and a bar.
 * Known only in the browser (the server and hydration render nothing), so it sits below everything else on the
 * card: appearing moves nothing above it.
 */
export function CourseProgressLine({
  courseId,
  title,
  lessonKeys,
}: {
  courseId: string
  title: string
  lessonKeys: readonly string[]
}) {
  const done = completedLessons(useStoredProgress(), courseId)
  const completed = lessonKeys.filter((key) => done.has(key)).length
  if (completed === 0) return null
  const percent = progressPercent(completed, lessonKeys.length)
  return (
    <div className="mt-4 border-t-2 border-sand pt-3">
      <p className="text-sm font-semibold text-ink">{progressSummary(completed, lessonKeys.length, percent)}</p>
      <div
        className="mt-2 h-2.5 rounded-full bg-sand"
        role="progressbar"
        aria-label={`Your progress in ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-2.5 rounded-full bg-forest" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
