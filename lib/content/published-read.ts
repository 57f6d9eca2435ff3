import type { ClientReturn, QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { createClient, type SanityClient } from 'next-sanity'
import { unstable_cache } from 'next/cache'

import { readContentEnv, resolveContentSource, type ContentEnv } from './env'
import { loadFixtureDataset, type FixtureDataset } from './fixtures'
import { queryTags } from './query-tags'
import { keepStegaOutOfValues } from './stega'
import { STUDIO_URL } from './studio-url'

// The published half of the content door (fetch.ts): it never asks for draft mode, so it can also serve a client
// component's server render, where next/headers is out of reach (docs/architecture.md#rendering).

/** Every read carries the cache tag `sanity` plus the query's own (declared beside it in its domain's queries.ts). */
export const CONTENT_CACHE_TAG = 'sanity'
/** Seconds before a cached Content Lake answer is refreshed when no webhook revalidates it. */
export const DEFAULT_REVALIDATE_SECONDS = 60

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
export async function withoutRequestDetails<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown }
    const detail = typeof message === 'string' ? message.slice(0, 300) : 'no detail'
    throw new ContentLakeError(typeof statusCode === 'number' ? statusCode : undefined, detail)
  }
}

/** A singleton document, or the error that says how to fix its absence: the dataset was never seeded. */
export function presentSingleton<Document>(document: Document, type: string): NonNullable<Document> {
  if (!document) throw new Error(`${type} document is missing: seed the dataset (npm run seed)`)
  return document
}

/**
 * A published read: the Content Lake when CONTENT_SOURCE=sanity and a project id is set, the bundled fixtures
 * otherwise, cached and tagged as `fetchContent` caches its published reads (it calls this one).
 */
export async function fetchPublished<const Query extends string>(
  query: Query,
  params: QueryParams = {},
  revalidate: number | false = DEFAULT_REVALIDATE_SECONDS,
): Promise<ContentResult<Query>> {
  const env = readContentEnv()
  if (resolveContentSource(env) === 'sanity' && env.projectId) {
    return withoutRequestDetails(
      sanityClient({ ...env, projectId: env.projectId }).fetch(query, params, {
        perspective: 'published',
        next: { tags: [CONTENT_CACHE_TAG, ...queryTags(query)], revalidate },
      }),
    ) as Promise<ContentResult<Query>>
  }
  const dataset = await loadFixtureDataset()
  // A copy, so a caller changing the result can never change the cached fixtures.
  return structuredClone(await readFixturesTagged(query, params, dataset)) as ContentResult<Query>
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
