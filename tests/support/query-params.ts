import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { QueryParams } from '@sanity/client'

import type { FixtureDataset } from '@/lib/content/fixtures'

type Documents = FixtureDataset['documents']

const LIB = fileURLToPath(new URL('../../lib/', import.meta.url))

/** The domains that hold queries: every `lib/<domain>/queries.ts`, so a new domain's queries are checked too. */
export const QUERY_DOMAINS = readdirSync(LIB).filter((domain) => existsSync(`${LIB}${domain}/queries.ts`))

const modules: Record<string, unknown>[] = await Promise.all(
  QUERY_DOMAINS.map((domain) => import(`${LIB}${domain}/queries.ts`) as Promise<Record<string, unknown>>),
)

/** Every exported query of the domains' queries.ts files, by constant name. */
export const exportedQueries = modules.flatMap((queries) =>
  Object.entries(queries).flatMap(([name, value]) =>
    name.endsWith('_QUERY') && typeof value === 'string' ? [[name, value] as const] : [],
  ),
)

const valuesOf = (documents: Documents, type: string, field: string) =>
  documents
    .filter((document) => document._type === type)
    .map((document) => {
      const value = document[field]
      return typeof value === 'string' ? value : (value as { current?: string } | undefined)?.current
    })
    .filter((value): value is string => typeof value === 'string')

/** Every value of each parameter a query takes, so each document it can answer with is read once. */
export function paramSets(name: string, documents: Documents): QueryParams[] {
  if (name === 'COURSE_QUERY') return valuesOf(documents, 'course', 'slug').map((slug) => ({ slug }))
  // Every publish date, so no post is left out of the answer (lib/blog/content.ts passes the school's date).
  if (name === 'BLOG_POSTS_QUERY') return [{ today: '9999-12-31' }]
  if (name === 'BLOG_POST_QUERY')
    return valuesOf(documents, 'blogPost', 'slug').map((slug) => ({ slug, today: '9999-12-31' }))
  if (name === 'GAME_QUERY') return valuesOf(documents, 'game', 'gameId').map((gameId) => ({ gameId }))
  if (name === 'PAGE_QUERY') return valuesOf(documents, 'page', 'slug').map((slug) => ({ slug }))
  return [{}]
}
