import { cache } from 'react'

import { isPreviewing } from './preview'

/**
 * Which documents a read shows. Left out, the request decides (`isPreviewing()`): drafts in a verified preview
 * session, the published documents otherwise. What a search engine, feed reader or calendar reads (metadata,
 * structured data, feeds, `.ics`, static params, the sitemap) asks for `PUBLISHED`, so a staff member's preview
 * never reaches them (docs/architecture.md#preview).
 */
export type ContentRead = 'published' | 'preview'

/** The one option metadata, feeds, calendars, static params and the sitemap pass. */
export const PUBLISHED = 'published' satisfies ContentRead

/** A loader's own read, passed on to the reads it is made of, so one request never mixes drafts and published. */
export const readFor = (preview: boolean): ContentRead => (preview ? 'preview' : 'published')

/** True when a read with this option shows drafts. */
export async function showsDrafts(read?: ContentRead): Promise<boolean> {
  return read ? read === 'preview' : isPreviewing()
}

/**
 * A loader that settles draft mode itself. React's `cache` keys on the arguments exactly as passed, so the
 * wrapped function always receives the settled boolean: a page (draft mode off) and its metadata (`PUBLISHED`)
 * share one cached read.
 */
export function contentLoader<Result>(
  load: (preview: boolean) => Promise<Result>,
): (read?: ContentRead) => Promise<Result> {
  const cached = cache(load)
  return async (read) => cached(await showsDrafts(read))
}

/** The same for a loader keyed by one value (a slug, a game id). */
export function contentLoaderBy<Key, Result>(
  load: (key: Key, preview: boolean) => Promise<Result>,
): (key: Key, read?: ContentRead) => Promise<Result> {
  const cached = cache(load)
  return async (key, read) => cached(key, await showsDrafts(read))
}
