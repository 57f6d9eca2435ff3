// The careers content: the fixtures hold the eight part-time positions and the page, the queries list only
// open positions in order, and the Studio rules keep a position's title one the application form can send.
import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'

import { CAREERS_PAGE_QUERY, OPEN_POSITIONS_QUERY } from '@/lib/careers/queries'
import { fetchContent } from '@/lib/content'
import { evaluateLocally } from '@/lib/content/fetch'
import { readFixtureDocuments, type FixtureDocument } from '@/lib/content/fixture-files'
import { buildFixtureDataset } from '@/lib/content/fixtures'
import { careerPositionSchema } from '@/lib/validation'
import { schemaTypes, singletonTypes } from '@/schemas'

const SPEC_POSITIONS = [
  'Curriculum Developer',
  'Educational Content Writer',
  'Kiswahili Language Instructor',
  'African History Educator',
  'Mathematics Teacher',
  'Game Designer',
  'Community Outreach Coordinator',
  'Academic Advisor',
]

type Marker = { level: 'error' | 'warning' | 'info'; message: string; path: unknown[] }

const schema = createSchema({ name: 'careers-test', types: schemaTypes })
let dataset: FixtureDocument[]

beforeAll(async () => {
  dataset = (await buildFixtureDataset(await readFixtureDocuments())).documents
})

/** Sanity's own validator, with the cross-document rules answered over `documents` (as the fixtures test does). */
async function markersFor(document: FixtureDocument, documents: FixtureDocument[] = dataset): Promise<Marker[]> {
  const client = {
    fetch: (query: string, params: Record<string, unknown> = {}) => evaluateLocally(query, params, documents),
    withConfig: () => client,
  } as unknown as SanityClient
  return (await validateDocument({
    document: document as unknown as SanityDocument,
    workspace: { schema } as unknown as Workspace,
    getClient: () => client,
    getDocumentExists: async ({ id }) => documents.some((candidate) => candidate._id === id),
    environment: 'cli',
  })) as Marker[]
}

const errorPaths = async (document: FixtureDocument, documents?: FixtureDocument[]) =>
  (await markersFor(document, documents))
    .filter((marker) => marker.level === 'error')
    .map((marker) => ({ path: marker.path, message: marker.message }))

const position = (id = 'careerPosition-game-designer') =>
  structuredClone(dataset.find((document) => document._id === id)!)

describe('careers fixtures and queries (local mode)', () => {
  it('registers the page as a singleton and the position as a document type', () => {
    expect(singletonTypes.has('careersPage')).toBe(true)
    expect(schema.get('careerPosition')?.type?.name).toBe('document')
  })

  it('lists the eight positions, all open and part-time, each with a summary and responsibilities', async () => {
    const positions = await fetchContent(OPEN_POSITIONS_QUERY)
    expect(positions.map((item) => item.title)).toEqual(SPEC_POSITIONS)
    for (const item of positions) {
      expect(item.partTime, item.title).toBe(true)
      expect(item.summary.length, item.title).toBeGreaterThanOrEqual(40)
      expect(item.responsibilities.length, item.title).toBeGreaterThanOrEqual(2)
      expect(careerPositionSchema.safeParse(item.title).success, item.title).toBe(true)
    }
  })

  it('leaves a closed position out, and follows the order staff dragged', async () => {
    const closed = dataset.map((document) =>
      document._id === 'careerPosition-game-designer' ? { ...document, open: false } : document,
    )
    const reordered = closed.map((document) =>
      // A rank before every fixture's: dragged to the top of the list.
      document._id === 'careerPosition-academic-advisor' ? { ...document, orderRank: '0|000001:' } : document,
    )
    const titles = ((await evaluateLocally(OPEN_POSITIONS_QUERY, {}, reordered)) as Array<{ title: string }>).map(
      (item) => item.title,
    )
    expect(titles).not.toContain('Game Designer')
    expect(titles[0]).toBe('Academic Advisor')
    expect(titles).toHaveLength(7)
  })

  it('has the careers page with its why-work-with-us points and the form texts', async () => {
    const page = await fetchContent(CAREERS_PAGE_QUERY)
    expect(page?.seo.title).toBe('Careers')
    expect(page?.whyPoints.length).toBeGreaterThanOrEqual(3)
    expect(page?.formHeading).toBeTruthy()
    expect(page?.noOpenPositions).toBeTruthy()
  })

  it('every careers fixture passes the Studio rules with no errors or warnings', async () => {
    const careers = dataset.filter(
      (document) => document._type === 'careerPosition' || document._type === 'careersPage',
    )
    expect(careers).toHaveLength(9)
    for (const document of careers) expect(await markersFor(document), document._id).toEqual([])
  })
})

describe('the Studio rules for a position bite', () => {
  it('refuses a title longer than the form and the database accept (100)', async () => {
    expect(await errorPaths({ ...position(), title: 'T'.repeat(101) })).toContainEqual(
      expect.objectContaining({ path: ['title'] }),
    )
    expect(await errorPaths({ ...position(), title: 'T'.repeat(100) })).toEqual([])
  })

  it('refuses a title on two lines (the form could not send it)', async () => {
    const errors = await errorPaths({ ...position(), title: 'Game\nDesigner' })
    expect(errors).toContainEqual({ path: ['title'], message: expect.stringMatching(/single line/) })
  })

  it('refuses a second position with the same title (the order is dragged, so never clashes)', async () => {
    const copy = { ...position(), _id: 'careerPosition-game-designer-copy' }
    const errors = await errorPaths(copy, [...dataset, copy])
    expect(errors).toEqual([{ path: ['title'], message: 'Another position is already called "Game Designer"' }])
  })

  it('does not count the draft of the same position as a duplicate', async () => {
    const draft = { ...position(), _id: 'drafts.careerPosition-game-designer' }
    expect(await errorPaths(draft, [...dataset, draft])).toEqual([])
  })

  it('requires the summary, at least two responsibilities and the open flag', async () => {
    const { summary: _summary, open: _open, ...rest } = position()
    const paths = (await errorPaths({ ...rest, responsibilities: ['Teach live classes'] })).map(
      (error) => error.path[0],
    )
    expect(paths).toEqual(expect.arrayContaining(['summary', 'open', 'responsibilities']))
  })
})
