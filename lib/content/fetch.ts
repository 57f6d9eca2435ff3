import type { QueryParams } from '@sanity/client'
import type { SanityClient } from 'next-sanity'

import { readContentEnv, resolveContentSource } from './env'
import { loadFixtureDataset } from './fixtures'
import { showsDrafts, type ContentRead } from './loader'
import { PREVIEW_NEEDS_TOKEN, previewPerspective } from './preview'
import {
  evaluateLocally,
  fetchPublished,
  sanityClient,
  withoutRequestDetails,
  type ContentResult,
} from './published-read'

export {
  CONTENT_CACHE_TAG,
  ContentLakeError,
  DEFAULT_REVALIDATE_SECONDS,
  evaluateLocally,
  sanityClient,
  type ContentResult,
} from './published-read'

export interface FetchContentOptions {
  /** Seconds, or false to rely on tags only (connected mode). */
  revalidate?: number | false
  /**
   * Left out, draft mode decides (lib/content/loader.ts). In preview a read shows unpublished changes, uncached:
   * connected, the perspective comes from the preview cookie (`drafts` by default) and strings carry Sanity's
   * stega edit markers; local, the draft fixtures lie over the published ones. Metadata, JSON-LD, feeds, static
   * params and the sitemap pass `PUBLISHED`.
   */
  read?: ContentRead
}

/** The Content Lake client with the server's read token, for Sanity's draft-mode check (connected mode only). */
export function previewClient(): SanityClient {
  const env = readContentEnv()
  if (!env.projectId || !env.readToken) throw new Error(PREVIEW_NEEDS_TOKEN)
  return sanityClient({ ...env, projectId: env.projectId }).withConfig({ token: env.readToken })
}

/**
 * The one door for content reads. Sends the query to the Content Lake when CONTENT_SOURCE=sanity
 * and a project id is set, and evaluates the same query over the bundled fixtures otherwise. The
 * return type follows the query (typegen's SanityQueries map).
 */
export async function fetchContent<const Query extends string>(
  query: Query,
  params: QueryParams = {},
  options: FetchContentOptions = {},
): Promise<ContentResult<Query>> {
  if (!(await showsDrafts(options.read))) {
    return fetchPublished(query, params, options.revalidate)
  }
  const env = readContentEnv()
  if (resolveContentSource(env) === 'sanity' && env.projectId) {
    if (!env.readToken) throw new Error(PREVIEW_NEEDS_TOKEN)
    return withoutRequestDetails(
      sanityClient({ ...env, projectId: env.projectId }).fetch(query, params, {
        perspective: await previewPerspective(),
        token: env.readToken,
        stega: true,
        cache: 'no-store',
      }),
    ) as Promise<ContentResult<Query>>
  }
  const dataset = await loadFixtureDataset()
  // A copy, so a caller changing the result can never change the draft fixtures.
  return structuredClone(await evaluateLocally(query, params, dataset.previewDocuments)) as ContentResult<Query>
}
