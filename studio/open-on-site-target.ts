import { firstPage, isContentType, toMapDocument, type ContentType } from '../lib/content-map'
import { STUDIO_URL } from '../lib/content/studio-url'

/**
 * What "Open on site" opens for a document: its first public page (lib/content-map.ts); while it has
 * unpublished changes, that page in Presentation (which turns preview on with its one-time secret in every
 * mode), so the tab shows the changes beside the form; or, greyed, why there is no page yet (a document not
 * saved yet included: the action is there from the start, so staff learn what it waits for).
 */

export const OPEN_ON_SITE_LABEL = 'Open on site'
export const OPEN_PUBLISHED_TITLE = 'Opens the page in a new tab'
export const OPEN_DRAFT_TITLE = 'Opens the page in Presentation in a new tab, with your unpublished changes'
export const NO_PAGE_TITLE = 'Not shown on any page yet: it needs its URL name (or the fields that place it) first'
/** A type the site shows whatever its fields (a testimonial, a plan): only a first edit is missing. */
export const NOT_SAVED_TITLE =
  'Nothing saved yet: once you start writing, this opens the page that shows it, with your changes'

/**
 * What gives a document of a type its page, for the types the site places by their fields (lib/content-map.ts:
 * the pages skip one without its URL name). The Studio generates a URL name from the title.
 */
const FIELDS_FOR_A_PAGE: Partial<Record<ContentType, string>> = {
  blogPost: 'Write a title and generate its URL name first: the post has no page yet',
  page: 'Write a title and generate its URL name first: the page has no address yet',
  course: 'Write a title, generate its URL name and choose its kind first: the course has no page yet',
  game: 'Write a title and generate its URL name first: the game has no page yet',
}

/** Why a document of `type` is on no page, in the words of its own fields when the type has them. */
export const noPageTitle = (type: string): string =>
  (isContentType(type) ? FIELDS_FOR_A_PAGE[type] : undefined) ?? NO_PAGE_TITLE

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
  type,
  draft,
  published,
  version,
}: {
  /** The document's schema type, known before anything is saved. */
  type: string
  draft: StoredDocument | null
  published: StoredDocument | null
  version?: StoredDocument | null
}): OpenOnSiteState | null {
  // Draft mode shows drafts, not release versions: a version alone stands in only while nothing else exists.
  const current = draft ?? published ?? version ?? null
  if (!isContentType(type)) return null
  // Not saved yet: what a document of this type needs before the site shows it, or only the first edit.
  const path = firstPage(toMapDocument(current ?? { _id: `drafts.${type}`, _type: type }))
  if (path === null) return { href: null, title: noPageTitle(type) }
  if (!current) return { href: null, title: NOT_SAVED_TITLE }
  const unpublished = current !== published
  return unpublished
    ? { href: presentationHref(path), title: OPEN_DRAFT_TITLE }
    : { href: path, title: OPEN_PUBLISHED_TITLE }
}
