/**
 * What the parent page changes, from the browser with the parent's own session (docs/behaviour.md#family-account):
 * add a learner, rename one or change its grade band and avatar, delete one. Row-level security keeps every
 * statement to the parent's own learners, and the database's cap refuses a ninth; deleting a learner deletes its
 * progress and writing with it (the foreign keys cascade). The page reads everything again afterwards.
 * The form loads this module (and zod with it) when it is first sent, so the page's own JavaScript stays small.
 */
import { familyChanged } from '@/lib/family/family'
import { learnerRefusal } from '@/lib/family/learners'
import type { TypedSupabaseClient } from '@/lib/supabase/browser'
import { learnerSchema, type LearnerInput } from '@/lib/validation'
import { fieldErrors } from '@/lib/validation/field-errors'

/** The form's values checked with the rules the database keeps: the learner, or the first message per field. */
export function checkLearner(
  values: Record<string, unknown>,
): { ok: true; learner: LearnerInput } | { ok: false; errors: Record<string, string> } {
  const parsed = learnerSchema.safeParse(values)
  return parsed.success ? { ok: true, learner: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) }
}

export type EditResult = { ok: true } | { ok: false; message: string }

export const EDIT_MESSAGES = {
  saveFailed: 'We could not save this learner. Please try again.',
  deleteFailed: 'We could not delete this learner. Please try again.',
} as const

const columns = (input: LearnerInput) => ({
  display_name: input.displayName,
  grade_band: input.gradeBand,
  avatar: input.avatar,
})

/** The database's refusals answer in its own words; the parent reads the site's. */
const answer = (error: { message: string } | null, failed: string): EditResult => {
  if (!error) {
    familyChanged()
    return { ok: true }
  }
  return { ok: false, message: learnerRefusal(error.message) ?? failed }
}

export async function addLearner(supabase: TypedSupabaseClient, input: LearnerInput): Promise<EditResult> {
  const { error } = await supabase.from('learners').insert(columns(input))
  return answer(error, EDIT_MESSAGES.saveFailed)
}

export async function updateLearner(
  supabase: TypedSupabaseClient,
  id: string,
  input: LearnerInput,
): Promise<EditResult> {
  const { error } = await supabase.from('learners').update(columns(input)).eq('id', id)
  return answer(error, EDIT_MESSAGES.saveFailed)
}

export async function deleteLearner(supabase: TypedSupabaseClient, id: string): Promise<EditResult> {
  const { error } = await supabase.from('learners').delete().eq('id', id)
  return answer(error, EDIT_MESSAGES.deleteFailed)
}
