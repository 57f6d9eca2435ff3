import { firstPage, isContentType, toMapDocument } from '../lib/content-map'
import { STUDIO_URL } from '../lib/content/studio-url'

/**
 * What "Open on site" opens for a document: its first public page (lib/content-map.ts); while it has
 * unpublished changes, that page in Presentation (which turns preview on with its one-time secret in every
 * mode), so the tab shows the changes beside the form; or why there is no page yet.
 */

export const OPEN_ON_SITE_LABEL = 'Open on site'
export const OPEN_PUBLISHED_TITLE = 'Opens the page in a new tab'
export const OPEN_DRAFT_TITLE = 'Opens the page in Presentation in a new tab, with your unpublished changes'
export const NO_PAGE_TITLE = 'Not shown on any page yet: it needs its URL name (or the fields that place it) first'

type StoredDocument = { _id: string; _type: string } & Record<string, unknown>

export interface OpenOnSiteState {
  /** Where the new tab goes; null when the site shows the document nowhere yet. */
  href: string | null
  title: string
}

/** The Studio's Presentation tool framing `path` in preview. */
export const presentationHref = (path: string): string =>
  `${STUDIO_URL}/presentation?${new URLSearchParams({ preview: path }).toString()}`

export function openOnSite({
  draft,
  published,
  version,
}: {
  draft: StoredDocument | null
  published: StoredDocument | null
  version?: StoredDocument | null
}): OpenOnSiteState | null {
  // Draft mode shows drafts, not release versions: a version alone stands in only while nothing else exists.
  const current = draft ?? published ?? version ?? null
  if (!current || !isContentType(current._type)) return null
  const path = firstPage(toMapDocument(current))
  if (path === null) return { href: null, title: NO_PAGE_TITLE }
  const unpublished = current !== published
  return unpublished
    ? { href: presentationHref(path), title: OPEN_DRAFT_TITLE }
    : { href: path, title: OPEN_PUBLISHED_TITLE }
}
