/**
 * How a learner's progress is kept in local storage (docs/behaviour.md#progress): the stored value, read and
 * written, and what it says of a course. Apart from the changes to progress (progress.ts) so a page that only
 * shows progress (the catalogue) carries no more than this. Parsed by hand (no zod) to keep the JavaScript small;
 * anything malformed is dropped, never thrown.
 */

import type { Score } from './rules'

export interface LessonProgress {
  /** When the lesson was first completed (ISO time); absent while it is not. */
  readonly completedAt?: string
  /** An exercise's best attempt so far, completed or not. */
  readonly best?: Score
}
export type CourseProgress = Readonly<Record<string, LessonProgress>>
export type Progress = Readonly<Record<string, CourseProgress>>

export const PROGRESS_STORAGE_KEY = 'sankofa.progress.v2'
const VERSION = 2
export const EMPTY_PROGRESS: Progress = Object.freeze({})

/** The same bounds as the table's CHECK constraint on `course_id`. */
export const COURSE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/
export const LESSON_KEY = /^[A-Za-z0-9_-]{1,64}$/
/** The same bounds as the table's CHECK constraint on the best score. */
export const MAX_SCORE_TOTAL = 100

const isValidTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))

export const isScore = (correct: unknown, total: unknown): boolean =>
  Number.isInteger(correct) &&
  Number.isInteger(total) &&
  (total as number) >= 1 &&
  (total as number) <= MAX_SCORE_TOTAL &&
  (correct as number) >= 0 &&
  (correct as number) <= (total as number)

/**
 * `{ v: 2, courses: { <course>: { <lesson>: <completed at> } }, scores: { <course>: { <lesson>: [correct, total] } } }`.
 * Scores sit beside the completions rather than inside them, so a value written now still reads in full in a
 * tab that runs the site from before scores were kept (it only leaves the scores aside).
 */
export function serializeProgress(progress: Progress): string {
  const courses: Record<string, Record<string, string>> = {}
  const scores: Record<string, Record<string, [number, number]>> = {}
  for (const [course, lessons] of Object.entries(progress)) {
    for (const [lesson, { completedAt, best }] of Object.entries(lessons)) {
      if (completedAt) courses[course] = { ...courses[course], [lesson]: completedAt }
      if (best) scores[course] = { ...scores[course], [lesson]: [best.correct, best.total] }
    }
  }
  return JSON.stringify(Object.keys(scores).length > 0 ? { v: VERSION, courses, scores } : { v: VERSION, courses })
}

type Entries = Array<[course: string, lesson: string, value: unknown]>

function entriesOf(map: unknown, courseOf: (name: string) => string | null): Entries {
  if (!map || typeof map !== 'object') return []
  return Object.entries(map).flatMap(([name, lessons]) => {
    const course = courseOf(name)
    if (course === null || !lessons || typeof lessons !== 'object') return []
    return Object.entries(lessons as Record<string, unknown>)
      .filter(([lesson]) => LESSON_KEY.test(lesson))
      .map(([lesson, value]): Entries[number] => [course, lesson, value])
  })
}

/**
 * The progress of a stored value of this version, each course renamed by `courseOf` (null drops it), its lessons
 * checked; the empty progress for anything else.
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
  const { courses, scores } = data as { courses?: unknown; scores?: unknown }
  const result: Record<string, Record<string, LessonProgress>> = {}
  const add = (course: string, lesson: string, record: LessonProgress) => {
    result[course] ??= {}
    result[course][lesson] = { ...result[course][lesson], ...record }
  }
  for (const [course, lesson, at] of entriesOf(courses, courseOf)) {
    if (isValidTime(at)) add(course, lesson, { completedAt: at })
  }
  for (const [course, lesson, score] of entriesOf(scores, courseOf)) {
    if (Array.isArray(score) && score.length === 2 && isScore(score[0], score[1])) {
      add(course, lesson, { best: { correct: score[0] as number, total: score[1] as number } })
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

/** The lesson keys of a course (by id) that are completed. */
export const completedLessons = (progress: Progress, course: string): ReadonlySet<string> =>
  new Set(
    Object.entries(progress[course] ?? {})
      .filter(([, record]) => record.completedAt !== undefined)
      .map(([lesson]) => lesson),
  )
