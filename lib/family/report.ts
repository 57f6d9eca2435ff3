/**
 * What a parent sees of one learner, on /account and in the progress report PDF (docs/behaviour.md#family-account):
 * the courses the learner started with the share of lessons completed and the last activity, the lessons completed
 * with their dates, the best exercise scores and the writing submitted. Built from the learner's rows and the
 * published courses; a row whose course or lesson is no longer published is left out (it names nothing a parent
 * could recognise), and a lesson completed twice on two devices is one row already (the table's key).
 */
import type { CourseSummary } from '@/lib/learning/model'
import { progressPercent } from '@/lib/learning/rules'
import { formatDate, schoolToday } from '@/lib/school/clock'
import type { Tables } from '@/lib/supabase/database.types'
import { AVATARS, GRADE_BAND_LABELS, GRADE_BANDS, type Avatar, type GradeBand } from '@/lib/validation'

export type LearnerRow = Pick<Tables<'learners'>, 'id' | 'display_name' | 'grade_band' | 'avatar' | 'created_at'>
export type ProgressRow = Pick<
  Tables<'lesson_progress'>,
  'learner_id' | 'course_id' | 'lesson_key' | 'completed_at' | 'best_correct' | 'best_total'
>
export type SubmissionRow = Pick<
  Tables<'writing_submissions'>,
  'learner_id' | 'course_id' | 'lesson_key' | 'body' | 'word_count' | 'submitted_at'
>

export interface Learner {
  id: string
  name: string
  /** Null until a parent chooses one. */
  gradeBand: GradeBand | null
  avatar: Avatar
}

export interface ReportCourse {
  id: string
  title: string
  /** Completed lessons of the course's lessons, rounded as the course player rounds it. */
  percent: number
  completedCount: number
  totalLessons: number
  /** The school date ("YYYY-MM-DD") of the latest completion; null when only scores are recorded. */
  lastActivity: string | null
  /** In the course's order. */
  completed: Array<{ title: string; date: string }>
  /** Exercises with a recorded attempt, in the course's order. */
  scores: Array<{ title: string; correct: number; total: number }>
}

export interface ReportSubmission {
  courseTitle: string
  lessonTitle: string
  body: string
  wordCount: number
  date: string
}

export interface LearnerReport {
  learner: Learner
  /** Most recent activity first; courses with no completion yet (scores only) last. */
  courses: ReportCourse[]
  writing: ReportSubmission[]
  /** First and last school date with a completion or a submission; null when there is none. */
  period: { first: string; last: string } | null
}

/** A row of `learners` as the page and the report name it; a value outside the known sets reads as unset. */
export function learnerFromRow(row: LearnerRow): Learner {
  const gradeBand = (GRADE_BANDS as readonly string[]).includes(row.grade_band ?? '')
    ? (row.grade_band as GradeBand)
    : null
  const avatar = (AVATARS as readonly string[]).includes(row.avatar) ? (row.avatar as Avatar) : AVATARS[0]
  return { id: row.id, name: row.display_name, gradeBand, avatar }
}

export const gradeBandLabel = (band: GradeBand | null): string =>
  band ? GRADE_BAND_LABELS[band] : 'Grade band not set'

/**
 * "September 3, 2026 to November 20, 2026", or one date when the period is a single day. An exercise tried but not
 * passed has a score and no date (the account keeps none for an attempt), so a learner with only scores reads "No
 * lesson completed yet", not "No activity yet" above those scores.
 */
export function periodText({ period, courses }: Pick<LearnerReport, 'period' | 'courses'>): string {
  if (!period) return courses.length > 0 ? 'No lesson completed yet' : 'No activity yet'
  return period.first === period.last
    ? formatDate(period.first)
    : `${formatDate(period.first)} to ${formatDate(period.last)}`
}

export const scoreText = (score: { correct: number; total: number }): string => `${score.correct} of ${score.total}`

/** An instant as the date it was on the school's clock ("YYYY-MM-DD"). */
export const schoolDateOf = (instant: string): string => schoolToday(new Date(instant))

const latest = (dates: readonly string[]): string | null =>
  dates.reduce<string | null>((kept, date) => (kept === null || date > kept ? date : kept), null)

function courseReport(course: CourseSummary, rows: readonly ProgressRow[]): ReportCourse | null {
  const byKey = new Map(rows.map((row) => [row.lesson_key, row]))
  const completed: ReportCourse['completed'] = []
  const scores: ReportCourse['scores'] = []
  const times: string[] = []
  for (const lesson of course.modules.flatMap((module) => module.lessons)) {
    const row = byKey.get(lesson.key)
    if (!row) continue
    if (row.completed_at) {
      completed.push({ title: lesson.title, date: schoolDateOf(row.completed_at) })
      times.push(row.completed_at)
    }
    if (row.best_correct !== null && row.best_total !== null)
      scores.push({ title: lesson.title, correct: row.best_correct, total: row.best_total })
  }
  if (completed.length === 0 && scores.length === 0) return null
  const last = latest(times)
  return {
    id: course.id,
    title: course.title,
    percent: progressPercent(completed.length, course.totalLessons),
    completedCount: completed.length,
    totalLessons: course.totalLessons,
    lastActivity: last ? schoolDateOf(last) : null,
    completed,
    scores,
  }
}

/** One learner's report from its rows and the published courses (by document id). */
export function learnerReport(
  row: LearnerRow,
  progress: readonly ProgressRow[],
  submissions: readonly SubmissionRow[],
  courses: ReadonlyMap<string, CourseSummary>,
): LearnerReport {
  const learner = learnerFromRow(row)
  const own = progress.filter((each) => each.learner_id === learner.id)
  const reports = [...new Set(own.map((each) => each.course_id))]
    .map((id) => {
      const course = courses.get(id)
      return course
        ? courseReport(
            course,
            own.filter((each) => each.course_id === id),
          )
        : null
    })
    .filter((report): report is ReportCourse => report !== null)
    .sort((a, b) => (b.lastActivity ?? '').localeCompare(a.lastActivity ?? '') || a.title.localeCompare(b.title))

  const writing = submissions
    .filter((each) => each.learner_id === learner.id)
    .flatMap((each): ReportSubmission[] => {
      const course = courses.get(each.course_id)
      const lesson = course?.modules.flatMap((module) => module.lessons).find((one) => one.key === each.lesson_key)
      if (!course || !lesson) return []
      return [
        {
          courseTitle: course.title,
          lessonTitle: lesson.title,
          body: each.body,
          wordCount: each.word_count,
          date: schoolDateOf(each.submitted_at),
        },
      ]
    })
    .sort((a, b) => b.date.localeCompare(a.date))

  const dates = [
    ...reports.flatMap((course) => course.completed.map((lesson) => lesson.date)),
    ...writing.map((each) => each.date),
  ].sort()
  const period = dates.length > 0 ? { first: dates[0]!, last: dates[dates.length - 1]! } : null
  return { learner, courses: reports, writing, period }
}

/** `progress-report-amara-2026-11-27.pdf`: the name in plain lower-case letters and digits (accents dropped). */
export function reportFileName(name: string, today: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `progress-report-${slug || 'learner'}-${today}.pdf`
}

export const reportPath = (learnerId: string): string => `/account/report/${learnerId}`
