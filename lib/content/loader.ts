import { cache } from 'react'

/**
 * React's `cache` keys on the arguments exactly as passed, so `load()` (metadata) and `load(false)` (a page out
 * of preview) would be two reads of the same content in one render. These wrappers always pass `preview`
 * explicitly, so both calls share one cached read.
 */
export function previewLoader<Result>(load: (preview: boolean) => Result): (preview?: boolean) => Result {
  const cached = cache(load)
  return (preview = false) => cached(preview)
}

/** The same for a loader keyed by one value (a slug, a game id). */
export function previewLoaderBy<Key, Result>(
  load: (key: Key, preview: boolean) => Result,
): (key: Key, preview?: boolean) => Result {
  const cached = cache(load)
  return (key, preview = false) => cached(key, preview)
}
