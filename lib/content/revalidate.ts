import { z } from 'zod'

import { SITE_READS_FIXTURES } from './source-notice'

/**
 * The Sanity publish webhook's payload and what it refreshes. Every page reads its documents with cache
 * tags named after their types (`blogPost`, `educator`, …), so a changed document expires exactly the
 * pages its type feeds; drafts never reach the site, so a draft's change expires nothing.
 */
export const revalidatePayloadSchema = z.object({
  _id: z.string().min(1).max(200),
  _type: z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/, 'not a document type'),
})

export type RevalidatePayload = z.infer<typeof revalidatePayloadSchema>

export const REVALIDATE_MESSAGES = {
  notConfigured: 'Revalidation is not configured: set SANITY_REVALIDATE_SECRET to the webhook secret.',
  badSignature: 'Invalid signature',
  badPayload: 'The webhook body must be a JSON object with the document _id and _type (projection {_id, _type}).',
  tooLarge: 'The webhook body is too large: project only {_id, _type}.',
  readsFixtures: SITE_READS_FIXTURES,
} as const

/** The cache tags a changed document expires: its type's, or none for a draft. */
export function tagsToRevalidate(payload: RevalidatePayload): string[] {
  return payload._id.startsWith('drafts.') ? [] : [payload._type]
}
