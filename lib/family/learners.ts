import type { TypedSupabaseClient } from '@/lib/supabase/browser'
import {
  AVATARS,
  DEFAULT_AVATAR,
  GRADE_BANDS,
  LEARNER_MESSAGES,
  type Avatar,
  type GradeBand,
  type LearnerInput,
} from '@/lib/validation'

/** A child of the family as the browser shows them: name, grade band (maybe not set yet) and avatar. */
export interface Learner {
  readonly id: string
  readonly displayName: string
  readonly gradeBand: GradeBand | null
  readonly avatar: Avatar
}

const COLUMNS = 'id, display_name, grade_band, avatar'

interface LearnerRow {
  id: string
  display_name: string
  grade_band: string | null
  avatar: string
}

const isAvatar = (value: string): value is Avatar => (AVATARS as readonly string[]).includes(value)
const isGradeBand = (value: string): value is GradeBand => (GRADE_BANDS as readonly string[]).includes(value)

/** A row as the browser uses it; a value the table's checks would never let through reads as the default. */
export const learnerFromRow = (row: LearnerRow): Learner => ({
  id: row.id,
  displayName: row.display_name,
  gradeBand: row.grade_band !== null && isGradeBand(row.grade_band) ? row.grade_band : null,
  avatar: isAvatar(row.avatar) ? row.avatar : DEFAULT_AVATAR,
})

/** The signed-in parent's learners, oldest first (row-level security answers only the parent's own). */
export async function fetchLearners(supabase: TypedSupabaseClient): Promise<Learner[]> {
  const { data, error } = await supabase.from('learners').select(COLUMNS).order('created_at').order('id')
  if (error) throw new Error(error.message)
  return data.map(learnerFromRow)
}

/** Adds a learner to the signed-in parent's family (the table fills in the parent) and answers it. */
export async function addLearner(supabase: TypedSupabaseClient, input: LearnerInput): Promise<Learner> {
  const { data, error } = await supabase
    .from('learners')
    .insert({ display_name: input.displayName, grade_band: input.gradeBand, avatar: input.avatar })
    .select(COLUMNS)
    .single()
  if (error) throw new Error(error.message)
  return learnerFromRow(data)
}

/**
 * The site's words for the database's refusals of a learner (its cap of 8, a name a sibling has), or null for any
 * other failure: the parent reads why, not the table's own message.
 */
export function learnerRefusal(databaseMessage: string): string | null {
  if (/at most \d+ learners/i.test(databaseMessage)) return LEARNER_MESSAGES.tooMany
  if (/already has the name/i.test(databaseMessage)) return LEARNER_MESSAGES.nameTaken
  return null
}
