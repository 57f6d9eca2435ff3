/**
 * The server's reads for /account and the progress report (docs/behaviour.md#family-account), made with the
 * parent's own session (lib/supabase/server.ts), so row-level security decides what comes back exactly as it
 * does in the parent's browser: their learners, those learners' progress and writing, their orders. Course and
 * lesson titles come from the published courses through the learning loaders.
 */
import { PUBLISHED } from '@/lib/content/loader'
import { loadCourse, loadCoursePaths } from '@/lib/learning/course-pages'
import { summarizeCourse, type CourseSummary } from '@/lib/learning/model'
import type { TypedSupabaseClient } from '@/lib/supabase/browser'

import { familyOrder, ORDER_COLUMNS, paidCartProductIds, type FamilyOrder, type OrderRow } from './account-orders'
import { learnerReport, type LearnerReport, type LearnerRow, type ProgressRow, type SubmissionRow } from './report'

/** Rows per request: PostgREST answers at most 1,000 by default, so longer lists are read a page at a time. */
const PAGE = 1000
const LEARNER_COLUMNS = 'id,display_name,grade_band,avatar,created_at'
const PROGRESS_COLUMNS = 'learner_id,course_id,lesson_key,completed_at,best_correct,best_total'
const SUBMISSION_COLUMNS = 'learner_id,course_id,lesson_key,body,word_count,submitted_at'

export interface FamilyAccount {
  reports: LearnerReport[]
  orders: FamilyOrder[]
}

type Answer<T> = PromiseLike<{ data: T[] | null; error: { message: string } | null }>

/** Every row of a paged read, in the read's order. */
async function readAll<T>(page: (from: number, to: number) => Answer<T>): Promise<T[]> {
  const rows: T[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1)
    if (error) throw new Error(error.message)
    rows.push(...(data ?? []))
    if (!data || data.length < PAGE) return rows
  }
}

/** The published courses these ids name, summarised (titles and lessons in order), by document id. */
async function coursesById(ids: ReadonlySet<string>): Promise<Map<string, CourseSummary>> {
  const paths = (await loadCoursePaths(PUBLISHED)).filter((path) => ids.has(path._id))
  const courses = await Promise.all(paths.map((path) => loadCourse(path.slug, path.kind, PUBLISHED)))
  return new Map(courses.flatMap((course) => (course ? [[course._id, summarizeCourse(course)] as const] : [])))
}

async function readLearners(supabase: TypedSupabaseClient, only?: string): Promise<LearnerRow[]> {
  let query = supabase.from('learners').select(LEARNER_COLUMNS)
  if (only) query = query.eq('id', only)
  const { data, error } = await query.order('created_at').order('id')
  if (error) throw new Error(error.message)
  return data
}

async function reportsOf(supabase: TypedSupabaseClient, learners: LearnerRow[]): Promise<LearnerReport[]> {
  if (learners.length === 0) return []
  const ids = learners.map((learner) => learner.id)
  const [progress, submissions] = await Promise.all([
    readAll<ProgressRow>((from, to) =>
      supabase
        .from('lesson_progress')
        .select(PROGRESS_COLUMNS)
        .in('learner_id', ids)
        .order('learner_id')
        .order('course_id')
        .order('lesson_key')
        .range(from, to),
    ),
    readAll<SubmissionRow>((from, to) =>
      supabase
        .from('writing_submissions')
        .select(SUBMISSION_COLUMNS)
        .in('learner_id', ids)
        .order('learner_id')
        .order('course_id')
        .order('lesson_key')
        .range(from, to),
    ),
  ])
  const courses = await coursesById(new Set([...progress, ...submissions].map((row) => row.course_id)))
  return learners.map((learner) => learnerReport(learner, progress, submissions, courses))
}

/** Everything /account shows: each learner's report (in the order they were added) and the family's orders. */
export async function loadFamilyAccount(supabase: TypedSupabaseClient): Promise<FamilyAccount> {
  const [reports, orders] = await Promise.all([
    readLearners(supabase).then((learners) => reportsOf(supabase, learners)),
    supabase
      .from('orders')
      .select(ORDER_COLUMNS)
      .order('created_at', { ascending: false })
      .order('id')
      .then(async ({ data, error }) => {
        if (error) throw new Error(error.message)
        const downloadable = await downloadableProducts(supabase, data)
        return data.map((row) => familyOrder(row, downloadable))
      }),
  ])
  return { reports, orders }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Which products of the family's paid carts are files to download (instant downloads), read from the catalogue. */
async function downloadableProducts(supabase: TypedSupabaseClient, rows: readonly OrderRow[]): Promise<Set<string>> {
  // Only ids that can be a product's (a uuid): anything else in the metadata would fail the whole read.
  const ids = [...new Set(rows.flatMap(paidCartProductIds))].filter((id) => UUID.test(id))
  if (ids.length === 0) return new Set()
  const { data, error } = await supabase.from('products').select('id').in('id', ids).eq('instant_download', true)
  if (error) throw new Error(error.message)
  return new Set(data.map((product) => product.id.toLowerCase()))
}

/** One learner's report, or null when the parent has no learner with this id (someone else's reads as missing). */
export async function loadLearnerReport(
  supabase: TypedSupabaseClient,
  learnerId: string,
): Promise<LearnerReport | null> {
  const learners = await readLearners(supabase, learnerId)
  const [report] = await reportsOf(supabase, learners)
  return report ?? null
}
