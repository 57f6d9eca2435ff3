/**
 * What a learner has done, per course and lesson: when the lesson was completed, and for an exercise the best
 * score (docs/behaviour.md#progress). The one store progress bars and percentages read; kept in local storage for
 * every visitor and merged with the account's `lesson_progress` rows for a signed-in learner. A course is named
 * by its document id in the CMS, which a change of its URL name leaves alone. Parsed by hand (no zod) to keep the
 * lesson players' JavaScript small; anything malformed is dropped, never thrown.
 */

import type { Tables } from '@/lib/supabase/database.types'

import {
  COURSE_ID,
  EMPTY_PROGRESS,
  isScore,
  LESSON_KEY,
  parseStoredProgress,
  serializeProgress,
  type LessonProgress,
  type Progress,
} from './progress-codec'
import { betterScore, passesExercise, type Score } from './rules'

export * from './progress-codec'

const validNames = (course: string, lessonKey: string) => COURSE_ID.test(course) && LESSON_KEY.test(lessonKey)

/** The progress with one more completed lesson (unchanged — the same object — when it already was). */
export function withCompleted(progress: Progress, course: string, lessonKey: string, at: Date = new Date()): Progress {
  if (!validNames(course, lessonKey) || progress[course]?.[lessonKey]?.completedAt) return progress
  return mergeProgress(progress, { [course]: { [lessonKey]: { completedAt: at.toISOString() } } })
}

/**
 * The progress after an exercise attempt: the best score kept (a lower one changes nothing), and the lesson
 * completed from the first attempt that passes (docs/behaviour.md#lesson-types). Unchanged — the same object —
 * when the attempt adds nothing.
 */
export function withScore(
  progress: Progress,
  course: string,
  lessonKey: string,
  score: Score,
  at: Date = new Date(),
): Progress {
  if (!validNames(course, lessonKey) || !isScore(score.correct, score.total)) return progress
  const kept = progress[course]?.[lessonKey]
  const best = betterScore(kept?.best, score)
  const completedAt = kept?.completedAt ?? (passesExercise(score) ? at.toISOString() : undefined)
  if (best === kept?.best && completedAt === kept?.completedAt) return progress
  const record: LessonProgress = { ...(completedAt ? { completedAt } : {}), ...(best ? { best } : {}) }
  return { ...progress, [course]: { ...progress[course], [lessonKey]: record } }
}

/** What two records of one lesson add up to: the earlier completion and the better score. */
function mergeLesson(a: LessonProgress | undefined, b: LessonProgress): LessonProgress {
  const times = [a?.completedAt, b.completedAt].filter((time): time is string => time !== undefined)
  const completedAt = times.sort((x, y) => Date.parse(x) - Date.parse(y))[0]
  const best = betterScore(a?.best, b.best)
  return { ...(completedAt ? { completedAt } : {}), ...(best ? { best } : {}) }
}

/** Both sets of progress; a lesson in both keeps its earlier completion time and its better score. */
export function mergeProgress(a: Progress, b: Progress): Progress {
  const result: Record<string, Record<string, LessonProgress>> = {}
  for (const source of [a, b]) {
    for (const [course, lessons] of Object.entries(source)) {
      for (const [lesson, record] of Object.entries(lessons)) {
        result[course] ??= {}
        result[course][lesson] = mergeLesson(result[course][lesson], record)
      }
    }
  }
  return result
}

/** An exercise's best score so far, if it has been tried. */
export const bestScore = (progress: Progress, course: string, lessonKey: string): Score | undefined =>
  progress[course]?.[lessonKey]?.best

/** A `lesson_progress` row as the site reads and writes it (the owner's id stays on the server side of RLS). */
export type ProgressRow = Pick<
  Tables<'lesson_progress'>,
  'course_id' | 'lesson_key' | 'completed_at' | 'best_correct' | 'best_total'
>

export function progressFromRows(rows: readonly ProgressRow[]): Progress {
  let progress: Progress = EMPTY_PROGRESS
  for (const row of rows) {
    const record: LessonProgress = {
      ...(row.completed_at !== null ? { completedAt: row.completed_at } : {}),
      ...(row.best_correct !== null && row.best_total !== null
        ? { best: { correct: row.best_correct, total: row.best_total } }
        : {}),
    }
    progress = mergeProgress(progress, { [row.course_id]: { [row.lesson_key]: record } })
  }
  // Through the stored format: what the account holds passes the same checks as what this device holds.
  return parseStoredProgress(serializeProgress(progress))
}

/** Every column of each row, null where nothing is recorded (a missing column would take the table's default). */
export function rowsFromProgress(progress: Progress): ProgressRow[] {
  return Object.entries(progress).flatMap(([course_id, lessons]) =>
    Object.entries(lessons).map(([lesson_key, { completedAt, best }]) => ({
      course_id,
      lesson_key,
      completed_at: completedAt ?? null,
      best_correct: best?.correct ?? null,
      best_total: best?.total ?? null,
    })),
  )
}
