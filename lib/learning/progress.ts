/**
 * Completed lessons, per course: `{ [courseId]: { [lessonKey]: completedAt ISO } }`. The one store progress
 * bars and percentages read; kept in local storage for every visitor and merged with the account's
 * `lesson_progress` rows for a signed-in learner. A course is named by its document id in the CMS, which a
 * change of its URL name leaves alone (docs/behaviour.md#progress). Parsed by hand (no zod) to keep the lesson
 * players' JavaScript small; anything malformed is dropped, never thrown.
 */

import type { Tables } from '@/lib/supabase/database.types'

export type CourseProgress = Readonly<Record<string, string>>
export type Progress = Readonly<Record<string, CourseProgress>>

export const PROGRESS_STORAGE_KEY = 'sankofa.progress.v2'
const VERSION = 2
export const EMPTY_PROGRESS: Progress = Object.freeze({})

/** The same bounds as the table's CHECK constraint on `course_id`. */
const COURSE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/
const LESSON_KEY = /^[A-Za-z0-9_-]{1,64}$/

const isValidTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))

export function serializeProgress(progress: Progress): string {
  return JSON.stringify({ v: VERSION, courses: progress })
}

/**
 * The `courses` of a stored value of this version, each course renamed by `courseOf` (null drops it), its
 * lessons checked; the empty progress for anything else.
 */
function parseCourses(raw: string | null | undefined, version: number, courseOf: (name: string) => string | null) {
  if (!raw) return EMPTY_PROGRESS
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY_PROGRESS
  }
  if (!data || typeof data !== 'object' || (data as { v?: unknown }).v !== version) return EMPTY_PROGRESS
  const courses = (data as { courses?: unknown }).courses
  if (!courses || typeof courses !== 'object') return EMPTY_PROGRESS
  const result: Record<string, Record<string, string>> = {}
  for (const [name, lessons] of Object.entries(courses)) {
    const course = courseOf(name)
    if (course === null || !lessons || typeof lessons !== 'object') continue
    for (const [lesson, at] of Object.entries(lessons as Record<string, unknown>)) {
      if (!LESSON_KEY.test(lesson) || !isValidTime(at)) continue
      result[course] = { ...result[course], [lesson]: at }
    }
  }
  return Object.keys(result).length === 0 ? EMPTY_PROGRESS : result
}

export const parseStoredProgress = (raw: string | null | undefined): Progress =>
  parseCourses(raw, VERSION, (course) => (COURSE_ID.test(course) ? course : null))

/** Where the site kept progress before courses were named by id: the same keys, `v1` for `v2`. */
export const LEGACY_PROGRESS_STORAGE_KEY = 'sankofa.progress.v1'
const LEGACY_VERSION = 1
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The id a course had when it was created with this URL name (every course the site offered by slug was). */
export const courseIdOfOriginalSlug = (slug: string): string => `course-${slug}`

/**
 * Progress stored by URL name (`{ v: 1 }`), named by course id: `course-<slug>`, kept only when such a course
 * is published now (the rest named courses that are gone or were renamed before ids were used).
 */
export const progressFromSlugKeyed = (raw: string | null | undefined, courseIds: ReadonlySet<string>): Progress =>
  parseCourses(raw, LEGACY_VERSION, (slug) => {
    const id = courseIdOfOriginalSlug(slug)
    return SLUG.test(slug) && slug.length <= 96 && courseIds.has(id) ? id : null
  })

/** The progress with one more completed lesson (unchanged — the same object — when it already was). */
export function withCompleted(progress: Progress, course: string, lessonKey: string, at: Date = new Date()): Progress {
  if (!COURSE_ID.test(course) || !LESSON_KEY.test(lessonKey) || progress[course]?.[lessonKey]) return progress
  return { ...progress, [course]: { ...progress[course], [lessonKey]: at.toISOString() } }
}

/** Both sets of completions; a lesson completed in both keeps its earlier time. */
export function mergeProgress(a: Progress, b: Progress): Progress {
  const result: Record<string, Record<string, string>> = {}
  for (const source of [a, b]) {
    for (const [course, lessons] of Object.entries(source)) {
      for (const [lesson, at] of Object.entries(lessons)) {
        const current = result[course]?.[lesson]
        if (!current || Date.parse(at) < Date.parse(current)) result[course] = { ...result[course], [lesson]: at }
      }
    }
  }
  return result
}

/** The lesson keys of a course (by id) that are completed. */
export const completedLessons = (progress: Progress, course: string): ReadonlySet<string> =>
  new Set(Object.keys(progress[course] ?? {}))

/** A `lesson_progress` row as the site reads it (the owner's id stays on the server side of RLS). */
export type ProgressRow = Pick<Tables<'lesson_progress'>, 'course_id' | 'lesson_key' | 'completed_at'>

export function progressFromRows(rows: readonly ProgressRow[]): Progress {
  let progress: Progress = EMPTY_PROGRESS
  for (const row of rows)
    progress = mergeProgress(progress, { [row.course_id]: { [row.lesson_key]: row.completed_at } })
  return parseStoredProgress(serializeProgress(progress))
}

export function rowsFromProgress(progress: Progress): ProgressRow[] {
  return Object.entries(progress).flatMap(([course_id, lessons]) =>
    Object.entries(lessons).map(([lesson_key, completed_at]) => ({ course_id, lesson_key, completed_at })),
  )
}
