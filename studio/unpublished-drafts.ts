import { getPublishedId } from 'sanity'

/**
 * "Drafts not yet published": drafts (`drafts.<id>`) of documents that have no published counterpart.
 * Read with the raw perspective, where drafts and published documents are separate.
 */
export const DRAFT_AND_PUBLISHED_IDS_QUERY = `{
  "drafts": *[_type == $type && _id in path("drafts.**")]._id,
  "published": *[_type == $type && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]._id
}`

export interface DraftAndPublishedIds {
  drafts: string[]
  published: string[]
}

/**
 * The ids a desk list filters on to show those drafts. Both forms of each id: the list matches a draft as
 * `drafts.<id>` when it reads raw documents and as `<id>` when it shows drafts over published ones.
 */
export function unpublishedDraftIds({ drafts, published }: DraftAndPublishedIds): string[] {
  const live = new Set(published)
  return drafts.filter((id) => !live.has(getPublishedId(id))).flatMap((id) => [id, getPublishedId(id)])
}
