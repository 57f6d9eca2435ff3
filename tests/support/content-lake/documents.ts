/**
 * Documents as the Content Lake stand-in holds them, and the id rules Sanity applies to them: a dot in an id is a
 * path separator (`drafts.plan-core` is `plan-core` under `drafts`, `versions.rSummer.plan-core` is a release
 * version), and the published document is the one on the root path.
 */

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>

export const DRAFTS_PREFIX = 'drafts.'
export const VERSIONS_PREFIX = 'versions.'

export const isDraftId = (id: string) => id.startsWith(DRAFTS_PREFIX)
export const isVersionId = (id: string) => id.startsWith(VERSIONS_PREFIX)

/** The id of the published document a draft or release version belongs to. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length)
  if (isVersionId(id)) return id.split('.').slice(2).join('.')
  return id
}

/**
 * Sanity reads a dot in a document id as a path separator, and a reader without a token, such as a site reading
 * a public dataset with no read token, sees only documents on the root path: ids without a dot. groq-js knows
 * nothing of this, so the stand-in applies the rule itself; otherwise a dotted fixture id would look fine here and
 * be missing from a real public read.
 */
export const isOnRootPath = (id: string) => !id.includes('.')
