import { firstPage, isContentType, toMapDocument } from '../lib/content/content-map'
import { PREVIEW_ENABLE_PATH } from './presentation'

/**
 * What "Open on site" opens for a document: its first public page (lib/content/content-map.ts), through
 * the draft-mode route while it has unpublished changes so the tab shows them, or why there is none yet.
 */

export const OPEN_ON_SITE_LABEL = 'Open on site'
export const OPEN_PUBLISHED_TITLE = 'Opens the page in a new tab'
export const OPEN_DRAFT_TITLE = 'Opens the page in a new tab, in preview mode, with your unpublished changes'
export const NO_PAGE_TITLE = 'Not shown on any page yet: it needs its URL name (or the fields that place it) first'

type StoredDocument = { _id: string; _type: string } & Record<string, unknown>

export interface OpenOnSiteState {
  /** Where the new tab goes; null when the site shows the document nowhere yet. */
  href: string | null
  title: string
}

/** The draft-mode route, which turns preview on and then opens `path` (app/api/draft-mode/enable). */
export const draftModeHref = (path: string): string =>
  `${PREVIEW_ENABLE_PATH}?${new URLSearchParams({ redirect: path }).toString()}`

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
    ? { href: draftModeHref(path), title: OPEN_DRAFT_TITLE }
    : { href: path, title: OPEN_PUBLISHED_TITLE }
}
