import type { TypedSupabaseClient } from '@/lib/supabase/browser'

/**
 * Turns a paid enrolment's children into learners of the signed-in account, when the order's e-mail is the
 * account's confirmed e-mail (claim_order_children checks it, and does it once). Answers the names added:
 * none when there was nothing to add, the order is someone else's, or its children are learners already.
 */
export async function claimOrderChildren(supabase: TypedSupabaseClient, reference: string): Promise<string[]> {
  const { data, error } = await supabase.rpc('claim_order_children', { reference })
  if (error) throw new Error(error.message)
  return (data ?? []).filter((name): name is string => typeof name === 'string')
}
