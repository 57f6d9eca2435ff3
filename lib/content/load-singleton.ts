import { fetchContent, type ContentResult } from './fetch'
import type { ContentRead } from './loader'
import { presentSingleton } from './published-read'

/**
 * A page document the route cannot render without (a singleton such as `aboutPage`). Missing means the
 * dataset was never seeded, so the error says how to fix it rather than rendering a half-empty page.
 */
export async function loadSingleton<const Query extends string>(
  query: Query,
  type: string,
  read?: ContentRead,
): Promise<NonNullable<ContentResult<Query>>> {
  return presentSingleton(await fetchContent(query, {}, { read }), type)
}
