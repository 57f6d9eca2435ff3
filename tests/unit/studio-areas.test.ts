import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'

import { evaluateLocally } from '@/lib/content/fetch'
import { loadFixtureDataset } from '@/lib/content/fixtures'
import { schemaTypes, singletonTypes } from '@/schemas'
import { AREAS } from '@/studio/areas'
import {
  DRAFT_AND_PUBLISHED_IDS_QUERY,
  unpublishedDraftIds,
  type DraftAndPublishedIds,
} from '@/studio/unpublished-drafts'

/**
 * schemas/index.ts is the one list of singletons; studio/areas.ts only places types in the desk. The
 * Studio keeps singletons out of "Other" and out of every "create" menu, so a singleton without an area
 * entry could not be opened at all, and one placed twice would show two doors to the same document.
 */

const schema = createSchema({ name: 'studio-areas-test', types: schemaTypes })
const documentTypes = new Set(
  schema.getTypeNames().filter((name) => schema.get(name)?.type?.name === 'document' && !name.startsWith('sanity.')),
)
const placed = AREAS.flatMap((area) => area.entries.map((entry) => entry.type))

describe('the Studio areas against the schema', () => {
  it('every singleton is a document type of the schema', () => {
    expect(singletonTypes.size).toBeGreaterThan(0)
    expect([...singletonTypes].filter((name) => !documentTypes.has(name))).toEqual([])
  })

  it('places every singleton in exactly one area, once', () => {
    for (const name of singletonTypes) {
      expect(
        placed.filter((type) => type === name),
        name,
      ).toEqual([name])
    }
  })

  it('places only document types of the schema, each at most once', () => {
    expect(placed.filter((type) => !documentTypes.has(type))).toEqual([])
    expect(placed.filter((type, index) => placed.indexOf(type) !== index)).toEqual([])
  })

  it('gives every area a unique id and title and at least one entry, and every entry a unique title', () => {
    expect(new Set(AREAS.map((area) => area.id)).size).toBe(AREAS.length)
    expect(new Set(AREAS.map((area) => area.title)).size).toBe(AREAS.length)
    const titles = AREAS.flatMap((area) => area.entries.map((entry) => entry.title))
    expect(new Set(titles).size).toBe(titles.length)
    for (const area of AREAS) expect(area.entries.length, area.id).toBeGreaterThan(0)
  })
})

describe('the filtered lists staff see under an entry', () => {
  const lists = new Map(
    AREAS.flatMap((area) =>
      area.entries.flatMap((entry) => (entry.lists ?? []).map((list) => [list.title, { entry, list }])),
    ),
  )

  const run = async (title: string) => {
    const found = lists.get(title)
    if (!found || !('filter' in found.list)) throw new Error(`no filtered list "${title}"`)
    const { documents } = await loadFixtureDataset()
    const published = documents.filter((document) => !document._id.startsWith('drafts.'))
    return (await evaluateLocally(`*[${found.list.filter}]`, { type: found.entry.type }, published)) as Array<
      Record<string, unknown>
    >
  }

  it('offers the lists staff asked for, each under its own type, with unique ids', () => {
    expect([...lists.keys()]).toEqual([
      'Awaiting review',
      'Drafts not yet published',
      'Featured posts',
      'Leadership',
      'Faculty',
      'Open positions',
      'Closed positions',
    ])
    expect(lists.get('Featured posts')?.entry.type).toBe('blogPost')
    expect(lists.get('Leadership')?.entry.type).toBe('educator')
    expect(lists.get('Closed positions')?.entry.type).toBe('careerPosition')
    expect(lists.get('Awaiting review')?.entry.type).toBe('page')
    const ids = [...lists.values()].map(({ list }) => list.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => placed.includes(id))).toEqual([])
  })

  it('lists only featured posts under "Featured posts"', async () => {
    const featured = await run('Featured posts')
    expect(featured.length).toBeGreaterThan(0)
    expect(featured.every((post) => post._type === 'blogPost' && post.featured === true)).toBe(true)
  })

  it('splits the educators into leadership and faculty, together all of them', async () => {
    const leadership = await run('Leadership')
    const faculty = await run('Faculty')
    expect(leadership.length).toBeGreaterThan(0)
    expect(faculty.length).toBeGreaterThan(0)
    expect(leadership.every((educator) => educator.group === 'leadership')).toBe(true)
    expect(faculty.every((educator) => educator.group === 'faculty')).toBe(true)
    const { documents } = await loadFixtureDataset()
    const educators = documents.filter(
      (document) => document._type === 'educator' && !document._id.startsWith('drafts.'),
    )
    expect(leadership.length + faculty.length).toBe(educators.length)
  })

  it('splits the career positions into open and closed', async () => {
    const open = await run('Open positions')
    const closed = await run('Closed positions')
    expect(open.length).toBeGreaterThan(0)
    expect(open.every((position) => position.open === true)).toBe(true)
    expect(closed.every((position) => position.open !== true)).toBe(true)
    const { documents } = await loadFixtureDataset()
    const all = documents.filter(
      (document) => document._type === 'careerPosition' && !document._id.startsWith('drafts.'),
    )
    expect(open.length + closed.length).toBe(all.length)
  })

  it('lists the pages still awaiting review: every bundled page, until staff empty its notice', async () => {
    const awaiting = await run('Awaiting review')
    expect(awaiting.map((page) => page._id).sort()).toEqual(['page-faq', 'page-privacy', 'page-refunds', 'page-terms'])
  })

  it('finds drafts that were never published, in both id forms the list may match, and nothing else', () => {
    expect(
      unpublishedDraftIds({
        drafts: ['drafts.post-new', 'drafts.post-edited'],
        published: ['post-edited', 'post-old'],
      }),
    ).toEqual(['drafts.post-new', 'post-new'])
    expect(unpublishedDraftIds({ drafts: [], published: ['post-old'] })).toEqual([])
  })

  it('asks the dataset for drafts and published posts apart, release versions not counted as published', async () => {
    const found = (await evaluateLocally(DRAFT_AND_PUBLISHED_IDS_QUERY, { type: 'blogPost' }, [
      { _id: 'drafts.post-new', _type: 'blogPost' },
      { _id: 'versions.autumn.post-planned', _type: 'blogPost' },
      { _id: 'post-old', _type: 'blogPost' },
      { _id: 'drafts.post-old', _type: 'blogPost' },
      { _id: 'educator-a', _type: 'educator' },
    ])) as DraftAndPublishedIds
    expect(unpublishedDraftIds(found)).toEqual(['drafts.post-new', 'post-new'])
  })
})
