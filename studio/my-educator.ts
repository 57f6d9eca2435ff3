import { getPublishedId } from 'sanity'

/** The query that finds the signed-in user's educator: the one whose contact e-mail is theirs (any case). */
export const MY_PROFILE_QUERY =
  '*[_type == "educator" && lower(email) == lower($email)] | order(_updatedAt desc)[0]._id'

export type FetchId = (query: string, params: { email: string }) => Promise<string | null>

/**
 * The published id of the signed-in user's educator document, or null (no e-mail, no match). A draft or a
 * release version (`drafts.*`, `versions.<release>.*`) stands for the one document it edits. "My profile"
 * and the "Blog post by me" template both ask this.
 */
export async function findMyEducatorId(email: string | undefined, fetchId: FetchId): Promise<string | null> {
  if (!email) return null
  const id = await fetchId(MY_PROFILE_QUERY, { email })
  return id ? getPublishedId(id) : null
}
