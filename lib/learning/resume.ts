import { percentText } from '@/supabase/functions/_shared/validation/percent'

import type { CourseProgress } from './progress'

/**
 * Where a learner picks a course up again (docs/behaviour.md#course-player): the first lesson not completed after
 * the one completed last, or else the first not completed in the course. Null for a course not started (its page
 * keeps inviting to lesson 1) and for one with every lesson completed. Answers the lesson's index in course order.
 */
export function resumeIndex(lessonKeys: readonly string[], progress: CourseProgress | undefined): number | null {
  const completedAt = (key: string) => progress?.[key]?.completedAt
  let last = -1
  let lastTime = Number.NEGATIVE_INFINITY
  lessonKeys.forEach((key, index) => {
    const at = completedAt(key)
    // On a tie in time, the later lesson in the course counts as the last one completed.
    if (at !== undefined && Date.parse(at) >= lastTime) {
      last = index
      lastTime = Date.parse(at)
    }
  })
  if (last === -1) return null
  const after = lessonKeys.findIndex((key, index) => index > last && completedAt(key) === undefined)
  if (after !== -1) return after
  const first = lessonKeys.findIndex((key) => completedAt(key) === undefined)
  return first === -1 ? null : first
}

/** A started course's progress in words: "3 of 12 lessons · 25 %". */
export const progressSummary = (completed: number, total: number, percent: number): string =>
  `${completed} of ${total} lessons · ${percentText(percent)}`
