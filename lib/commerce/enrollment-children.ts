// The children list of the enrolment dialog (docs/behaviour.md#enrolment): rows typed or taken from the
// family's learners, 1 to 8 of them, each checked with the enrolment payload's own child schema.
import {
  enrolledChildSchema,
  firstIssueMessage,
  GRADE_BANDS,
  LEARNER_MESSAGES,
  MAX_LEARNERS,
  sameChildKey,
  type EnrolledChild,
  type GradeBand,
} from '@/lib/validation'

/** One child as the form holds it. `learnerId` when the row came from a learner of the signed-in account. */
export interface ChildRow {
  key: string
  firstName: string
  gradeBand: GradeBand | ''
  learnerId?: string
}

/** A learner of the signed-in account, as the dialog offers it. */
export interface FamilyLearner {
  id: string
  displayName: string
  gradeBand: GradeBand | null
}

export type ChildErrors = { firstName?: string; gradeBand?: string }

let nextKey = 0
const newKey = () => `child-${(nextKey += 1)}`

export const emptyChild = (): ChildRow => ({ key: newKey(), firstName: '', gradeBand: '' })

export const canAddChild = (rows: readonly ChildRow[]) => rows.length < MAX_LEARNERS

export function addChild(rows: readonly ChildRow[]): ChildRow[] {
  return canAddChild(rows) ? [...rows, emptyChild()] : [...rows]
}

/** Removes a row; the list never becomes empty (an enrolment names at least one child). */
export function removeChild(rows: readonly ChildRow[], key: string): ChildRow[] {
  const kept = rows.filter((row) => row.key !== key)
  return kept.length > 0 ? kept : [emptyChild()]
}

export function updateChild(rows: readonly ChildRow[], key: string, change: Partial<ChildRow>): ChildRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row))
}

const isBlank = (row: ChildRow) => !row.learnerId && row.firstName.trim() === '' && row.gradeBand === ''

/** A learner can be ticked while a row is blank or another row fits. */
export const canTakeLearner = (rows: readonly ChildRow[]) => canAddChild(rows) || rows.some(isBlank)

/** The select's value as a grade band, or '' for "Choose a grade band". */
export const gradeBandOf = (value: string): GradeBand | '' => GRADE_BANDS.find((band) => band === value) ?? ''

/**
 * Ticking a learner adds it as a child (in the first empty row, else a new one, within the 8); unticking
 * removes its row.
 */
export function toggleLearner(rows: readonly ChildRow[], learner: FamilyLearner, on: boolean): ChildRow[] {
  if (!on) return removeChild(rows, rows.find((row) => row.learnerId === learner.id)?.key ?? '')
  if (rows.some((row) => row.learnerId === learner.id)) return [...rows]
  const filled: ChildRow = {
    key: newKey(),
    firstName: learner.displayName,
    gradeBand: learner.gradeBand ?? '',
    learnerId: learner.id,
  }
  const empty = rows.findIndex(isBlank)
  if (empty >= 0) return rows.map((row, index) => (index === empty ? filled : row))
  return canAddChild(rows) ? [...rows, filled] : [...rows]
}

export type CheckedChildren =
  { ok: true; children: EnrolledChild[] } | { ok: false; errors: Record<string, ChildErrors> }

/**
 * Each row checked on its own, so every message is shown beside its field; a name already given in a row above
 * (case ignored, as the enrolment payload refuses it) is shown beside the later one.
 */
export function checkChildren(rows: readonly ChildRow[]): CheckedChildren {
  const errors: Record<string, ChildErrors> = {}
  const children: EnrolledChild[] = []
  const named = new Set<string>()
  for (const row of rows) {
    const result = enrolledChildSchema.safeParse({ firstName: row.firstName, gradeBand: row.gradeBand || undefined })
    const name = sameChildKey(row.firstName)
    const twice = name !== '' && named.has(name)
    named.add(name)
    if (result.success && !twice) {
      children.push(result.data)
      continue
    }
    if (result.success) {
      errors[row.key] = { firstName: LEARNER_MESSAGES.childNamedTwice }
      continue
    }
    const rowErrors: ChildErrors = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0]
      if ((field === 'firstName' || field === 'gradeBand') && !rowErrors[field]) rowErrors[field] = issue.message
    }
    if (!rowErrors.firstName && !rowErrors.gradeBand) rowErrors.firstName = firstIssueMessage(result.error)
    errors[row.key] = rowErrors
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, children }
}
