import type { ClientReturn, QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { createClient, type SanityClient } from 'next-sanity'
import { unstable_cache } from 'next/cache'

import { readContentEnv, resolveContentSource, type ContentEnv } from './env'
import { loadFixtureDataset, type FixtureDataset } from './fixtures'
import { showsDrafts, type ContentRead } from './loader'
import { PREVIEW_NEEDS_TOKEN, previewPerspective } from './preview'
import { queryTags } from './query-tags'
import { keepStegaOutOfValues } from './stega'
import { STUDIO_URL } from './studio-url'

/** Every read carries the cache tag `sanity` plus the query's own (declared beside it in its domain's queries.ts). */
export const CONTENT_CACHE_TAG = 'sanity'
/** Seconds before a cached Content Lake answer is refreshed when no webhook revalidates it. */
export const DEFAULT_REVALIDATE_SECONDS = 60

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

/** The result type typegen registered for this exact query text. */
export type ContentResult<Query extends string> = ClientReturn<Query, unknown>

/** Evaluates a GROQ query with groq-js over a set of documents, published perspective. */
export async function evaluateLocally(
  query: string,
  params: QueryParams,
  dataset: FixtureDataset['documents'],
): Promise<unknown> {
  const tree = parse(query, { params })
  const value = await evaluate(tree, { dataset, params })
  return value.get()
}

let client: SanityClient | undefined
let clientKey: string | undefined

/** The pages' Content Lake client, made once per setting (also the readiness check's, lib/site/health.ts). */
export function sanityClient(env: ContentEnv & { projectId: string }): SanityClient {
  const key = [env.projectId, env.dataset, env.apiVersion, env.readToken ?? '', env.apiHost ?? ''].join('|')
  if (!client || clientKey !== key) {
    client = createClient({
      projectId: env.projectId,
      dataset: env.dataset,
      apiVersion: env.apiVersion,
      // The live API, never the API CDN: the CDN may answer with the old document for up to a minute after a
      // publish, while the webhook expires the page after ~3 s, so the refreshed page would cache the old
      // answer again. Next's data cache already keeps visitors off the API.
      useCdn: false,
      perspective: 'published',
      token: env.readToken,
      // Off unless a preview read turns it on; `filter` keeps markers out of values code compares.
      stega: { enabled: false, studioUrl: STUDIO_URL, filter: keepStegaOutOfValues },
      // Tests point the server at a Content Lake stand-in (SANITY_API_HOST); the project id then stays out of the host.
      ...(env.apiHost ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
    })
    clientKey = key
  }
  return client
}

/** The Content Lake client with the server's read token, for Sanity's draft-mode check (connected mode only). */
export function previewClient(): SanityClient {
  const env = readContentEnv()
  if (!env.projectId || !env.readToken) throw new Error(PREVIEW_NEEDS_TOKEN)
  return sanityClient({ ...env, projectId: env.projectId }).withConfig({ token: env.readToken })
}

/**
 * A failed Content Lake read, told without the request: the Sanity client's own error carries the request it sent,
 * read token included, and Next logs a failed render's error whole, so the token would reach the server's log.
 */
export class ContentLakeError extends Error {
  override name = 'ContentLakeError'
  constructor(
    readonly status: number | undefined,
    detail: string,
  ) {
    super(`${status ? `The Content Lake answered ${status}` : 'The Content Lake could not be reached'}: ${detail}`)
  }
}

/** Rethrows a failed read as a ContentLakeError: its status and the client's message, never the request it sent. */
async function withoutRequestDetails<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown }
    const detail = typeof message === 'string' ? message.slice(0, 300) : 'no detail'
    throw new ContentLakeError(typeof statusCode === 'number' ? statusCode : undefined, detail)
  }
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
  const env = readContentEnv()
  const preview = await showsDrafts(options.read)
  if (resolveContentSource(env) === 'sanity' && env.projectId) {
    const tags = [CONTENT_CACHE_TAG, ...queryTags(query)]
    if (preview) {
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
    return withoutRequestDetails(
      sanityClient({ ...env, projectId: env.projectId }).fetch(query, params, {
        perspective: 'published',
        next: { tags, revalidate: options.revalidate ?? DEFAULT_REVALIDATE_SECONDS },
      }),
    ) as Promise<ContentResult<Query>>
  }
  const dataset = await loadFixtureDataset()
  // A copy, so a caller changing the result can never change the cached fixtures.
  return structuredClone(
    preview
      ? await evaluateLocally(query, params, dataset.previewDocuments)
      : await readFixturesTagged(query, params, dataset),
  ) as ContentResult<Query>
}

/**
 * A published read of the fixtures, carrying the query's cache tags like a Content Lake read: a page prerendered
 * from the bundled content is then expired by a publish of its types when the same build runs connected
 * (docs/architecture.md#local-mode-and-connected-mode). Keyed by the fixtures' hash, so a rebuild over changed
 * fixtures never reuses an old answer. Outside Next (unit tests, scripts) there is no data cache to tag.
 */
function readFixturesTagged(query: string, params: QueryParams, dataset: FixtureDataset): Promise<unknown> {
  const evaluate = () => evaluateLocally(query, params, dataset.documents)
  if (!process.env.NEXT_RUNTIME) return evaluate()
  return unstable_cache(evaluate, ['fixtures', dataset.version, query, JSON.stringify(params)], {
    tags: [CONTENT_CACHE_TAG, ...queryTags(query)],
    revalidate: false,
  })()
}
