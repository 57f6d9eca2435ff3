import type { QueryParams } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'

import { evaluateLocally } from '@/lib/content/fetch'
import { loadFixtureDataset, type FixtureDataset } from '@/lib/content/fixtures'
import { queryTags, taggedQueries } from '@/lib/content/query-tags'
import { schemaTypes } from '@/schemas'

import { exportedQueries, paramSets } from '../support/query-params'

/**
 * A publish expires the cache tag named after the published document's type. So every type whose content
 * shapes a query's answer, including documents reached through a reference (`author->`), must be among the
 * tags declared under that query, or a publish would leave a page showing the old text.
 *
 * This is measured, not declared twice: the query runs over the bundled fixtures, then again with every
 * document of every type it is NOT tagged with emptied down to its `_id` and `_type`. If the answer changes,
 * an untagged type fed it. Asset documents are left alone: a publish never changes one in place.
 */

type Documents = FixtureDataset['documents']

const emptied = (documents: Documents, keep: ReadonlySet<string>): Documents =>
  documents.map((document) =>
    keep.has(document._type) || document._type.startsWith('sanity.')
      ? document
      : { _id: document._id, _type: document._type },
  )

/** The untagged types that change the query's answer (empty when the tags are complete). */
async function untaggedTypesRead(query: string, params: QueryParams, documents: Documents, tags: readonly string[]) {
  const answer = JSON.stringify(await evaluateLocally(query, params, documents))
  if (JSON.stringify(await evaluateLocally(query, params, emptied(documents, new Set(tags)))) === answer) return []
  const types = [...new Set(documents.map((document) => document._type))].filter((type) => !tags.includes(type))
  const culprits: string[] = []
  for (const type of types) {
    const keep = new Set(types.filter((other) => other !== type).concat(tags))
    if (JSON.stringify(await evaluateLocally(query, params, emptied(documents, keep))) !== answer) culprits.push(type)
  }
  return culprits.length > 0 ? culprits : ['(several types together)']
}

let documents: Documents
beforeAll(async () => {
  documents = (await loadFixtureDataset()).documents
})

describe('cache tags declared beside the queries', () => {
  it('every exported query has tags, and every tag is a document type of the schema', () => {
    const documentTypes = new Set(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name))
    expect(exportedQueries.length).toBeGreaterThan(25)
    for (const [name, query] of exportedQueries) {
      expect(taggedQueries().has(query), `${name} has no tagQuery`).toBe(true)
      for (const tag of queryTags(query)) expect(documentTypes, `${name} is tagged "${tag}"`).toContain(tag)
    }
  })

  it.each(exportedQueries)('%s is tagged with every document type it reads', async (name, query) => {
    const missing = new Set<string>()
    for (const params of paramSets(name, documents)) {
      for (const type of await untaggedTypesRead(query, params, documents, queryTags(query))) missing.add(type)
    }
    expect([...missing], `${name} reads types it is not tagged with`).toEqual([])
  })

  it('notices a type read only through a reference', async () => {
    const query = '*[_type == "blogPost"] | order(_id asc)[0]{title, "by": author->name}'
    expect(await untaggedTypesRead(query, {}, documents, ['blogPost'])).toEqual(['educator'])
    expect(await untaggedTypesRead(query, {}, documents, ['blogPost', 'educator'])).toEqual([])
  })

  it('refuses to fetch a query nobody tagged', () => {
    expect(() => queryTags('*[_type == "plan"]{name}')).toThrow(/No cache tags declared/)
  })
})
