/**
 * Completed lessons, per course: `{ [courseSlug]: { [lessonKey]: completedAt ISO } }`. The one store
 * progress bars and percentages read; kept in local storage for every visitor and merged with the
 * account's `lesson_progress` rows for a signed-in learner. Parsed by hand (no zod) to keep the lesson
 * players' JavaScript small; anything malformed is dropped, never thrown.
 */

import type { Tables } from '@/lib/supabase/database.types'

export type CourseProgress = Readonly<Record<string, string>>
export type Progress = Readonly<Record<string, CourseProgress>>

export const PROGRESS_STORAGE_KEY = 'sankofa.progress.v1'
const VERSION = 1
export const EMPTY_PROGRESS: Progress = Object.freeze({})

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const LESSON_KEY = /^[A-Za-z0-9_-]{1,64}$/

const isValidTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))

export function serializeProgress(progress: Progress): string {
  return JSON.stringify({ v: VERSION, courses: progress })
}

export function parseStoredProgress(raw: string | null | undefined): Progress {
  if (!raw) return EMPTY_PROGRESS
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY_PROGRESS
  }
  if (!data || typeof data !== 'object' || (data as { v?: unknown }).v !== VERSION) return EMPTY_PROGRESS
  const courses = (data as { courses?: unknown }).courses
  if (!courses || typeof courses !== 'object') return EMPTY_PROGRESS
  const result: Record<string, Record<string, string>> = {}
  for (const [course, lessons] of Object.entries(courses)) {
    if (!SLUG.test(course) || course.length > 96 || !lessons || typeof lessons !== 'object') continue
    for (const [lesson, at] of Object.entries(lessons as Record<string, unknown>)) {
      if (!LESSON_KEY.test(lesson) || !isValidTime(at)) continue
      result[course] = { ...result[course], [lesson]: at }
    }
  }
  return Object.keys(result).length === 0 ? EMPTY_PROGRESS : result
}

/** The progress with one more completed lesson (unchanged — the same object — when it already was). */
export function withCompleted(progress: Progress, course: string, lessonKey: string, at: Date = new Date()): Progress {
  if (!SLUG.test(course) || !LESSON_KEY.test(lessonKey) || progress[course]?.[lessonKey]) return progress
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

/** The lesson keys of a course that are completed. */
export const completedLessons = (progress: Progress, course: string): ReadonlySet<string> =>
  new Set(Object.keys(progress[course] ?? {}))

/** Rows as the `lesson_progress` table holds them. */
/** A `lesson_progress` row as the site reads it (the owner's id stays on the server side of RLS). */
export type ProgressRow = Pick<Tables<'lesson_progress'>, 'course_slug' | 'lesson_key' | 'completed_at'>

export function progressFromRows(rows: readonly ProgressRow[]): Progress {
  let progress: Progress = EMPTY_PROGRESS
  for (const row of rows)
    progress = mergeProgress(progress, { [row.course_slug]: { [row.lesson_key]: row.completed_at } })
  return parseStoredProgress(serializeProgress(progress))
}

export function rowsFromProgress(progress: Progress): ProgressRow[] {
  return Object.entries(progress).flatMap(([course_slug, lessons]) =>
    Object.entries(lessons).map(([lesson_key, completed_at]) => ({ course_slug, lesson_key, completed_at })),
  )
}
