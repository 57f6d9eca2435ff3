import { overlayDrafts } from '../../../lib/content/fixtures'
import { DRAFTS_PREFIX, isDraftId, isVersionId, publishedIdOf, VERSIONS_PREFIX, type SanityDocument } from './documents'

/**
 * The Content Lake's perspectives:
 * - `raw` (and no perspective at all, as API versions before 2025-02-19 behave): every document;
 * - `published`: no `drafts.` or `versions.` ids;
 * - `drafts` (formerly `previewDrafts`): each `drafts.X` stands in for `X`, draft-only documents included, with
 *   `_originalId` saying where it came from — the same overlay the site's local mode applies to the draft fixtures;
 * - a release stack such as `rSummer,drafts`: each release's `versions.<release>.X` over the layers after it.
 */
export function documentsFor(perspective: string | null, documents: SanityDocument[]): SanityDocument[] {
  if (perspective === null || perspective === '' || perspective === 'raw') return documents
  const published = documents.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id))
  const layers = perspective.split(',').map((name) => (name === 'previewDrafts' ? 'drafts' : name.trim()))
  let view = published
  for (const layer of [...layers].reverse()) {
    if (layer === 'published') continue
    if (layer === 'drafts') {
      view = overlayDrafts(
        view,
        documents.filter((doc) => doc._id.startsWith(DRAFTS_PREFIX)),
      ) as SanityDocument[]
      continue
    }
    const prefix = `${VERSIONS_PREFIX}${layer}.`
    const byId = new Map(view.map((doc) => [doc._id, doc]))
    for (const version of documents.filter((doc) => doc._id.startsWith(prefix))) {
      const id = publishedIdOf(version._id)
      byId.set(id, { ...version, _id: id, _originalId: version._id })
    }
    view = [...byId.values()]
  }
  return view
}
