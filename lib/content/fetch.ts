import type { ClientReturn, QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { createClient, type SanityClient } from 'next-sanity'

import { readContentEnv, resolveContentSource, type ContentEnv } from './env'
import { loadFixtureDataset, type FixtureDataset } from './fixtures'
import { queryTags } from './query-tags'

/** Every read carries the cache tag `sanity` plus the query's own (declared beside it in queries.ts). */
export const CONTENT_CACHE_TAG = 'sanity'
/** Seconds before a cached Content Lake answer is refreshed when no webhook revalidates it. */
export const DEFAULT_REVALIDATE_SECONDS = 60

export interface FetchContentOptions {
  /** Seconds, or false to rely on tags only (connected mode). */
  revalidate?: number | false
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

function sanityClient(env: ContentEnv & { projectId: string }): SanityClient {
  const key = [env.projectId, env.dataset, env.apiVersion, env.readToken ?? ''].join('|')
  if (!client || clientKey !== key) {
    client = createClient({
      projectId: env.projectId,
      dataset: env.dataset,
      apiVersion: env.apiVersion,
      useCdn: !env.readToken,
      perspective: 'published',
      token: env.readToken,
    })
    clientKey = key
  }
  return client
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
  if (resolveContentSource(env) === 'sanity' && env.projectId) {
    const tags = [CONTENT_CACHE_TAG, ...queryTags(query)]
    return sanityClient({ ...env, projectId: env.projectId }).fetch(query, params, {
      perspective: 'published',
      next: { tags, revalidate: options.revalidate ?? DEFAULT_REVALIDATE_SECONDS },
    }) as Promise<ContentResult<Query>>
  }
  const { documents } = await loadFixtureDataset()
  // A copy, so a caller changing the result can never change the cached fixtures.
  return structuredClone(await evaluateLocally(query, params, documents)) as ContentResult<Query>
}
