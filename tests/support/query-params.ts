import type { QueryParams } from '@sanity/client'

import type { FixtureDataset } from '@/lib/content/fixtures'
import * as queries from '@/lib/content/queries'

type Documents = FixtureDataset['documents']

/** Every exported query of lib/content/queries.ts, by constant name. */
export const exportedQueries = Object.entries(queries as Record<string, unknown>).flatMap(([name, value]) =>
  name.endsWith('_QUERY') && typeof value === 'string' ? [[name, value] as const] : [],
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
