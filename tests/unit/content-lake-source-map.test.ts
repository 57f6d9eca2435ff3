import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { vercelStegaDecode } from '@vercel/stega'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  ABOUT_PAGE_QUERY,
  EDUCATORS_PAGE_QUERY,
  ENROLLMENT_CONFIRMATION_QUERY,
  PROGRAMS_PAGE_QUERY,
} from '@/lib/school/queries'
import { HOME_PAGE_QUERY } from '@/lib/site/queries'
import { answerQuery, loadFixtureContent, type SanityDocument } from '@/tests/support/content-lake'
import type { ContentSourceMap } from '@/tests/support/content-lake/source-map'

/**
 * Source maps on the stand-in's query answers for the academy's page singletons, whose queries project fields
 * and keep no `_id`: the Content Lake traces every value, so the site marks these pages for click-to-edit, and
 * so must the stand-in. It recovers the source by finding the one document (or one object field of it) whose
 * values the answer repeats, and otherwise maps nothing: a missing marker is a nuisance, a wrong one sends staff
 * to the wrong field.
 */

let documents: SanityDocument[]

beforeAll(async () => {
  documents = (await loadFixtureContent('stand-in', 'production', { withDrafts: true })).documents
})

async function ask(query: string, over: SanityDocument[] = documents, perspective = 'drafts') {
  const url = new URL(`http://lake.test/v2025-02-19/data/query/production`)
  url.searchParams.set('query', query)
  url.searchParams.set('perspective', perspective)
  url.searchParams.set('resultSourceMap', 'withKeyArraySelector')
  const answer = await answerQuery({ method: 'GET', url, headers: { authorization: 'Bearer editor' } }, over)
  expect(answer.status).toBe(200)
  return answer.body as { result: Record<string, unknown>; resultSourceMap: ContentSourceMap }
}

/** Where the mapping of one result path points: `<document id> <document path>`. */
function sourceOf(map: ContentSourceMap, resultPath: string): string | undefined {
  const mapping = map.mappings[resultPath]
  if (!mapping) return undefined
  return `${map.documents[mapping.source.document]?._id} ${map.paths[mapping.source.path]}`
}

describe('source maps for page singletons', () => {
  it('the About page heading, intro and each value point at their fields in aboutPage', async () => {
    const { result, resultSourceMap } = await ask(ABOUT_PAGE_QUERY)
    expect(result.heading).toBe('About Sankofa Academy')
    expect(sourceOf(resultSourceMap, "$['heading']")).toBe("aboutPage $['heading']")
    expect(sourceOf(resultSourceMap, "$['intro']")).toBe("aboutPage $['intro']")
    expect(sourceOf(resultSourceMap, "$['seo']['title']")).toBe("aboutPage $['seo']['title']")
    const values = result.values as { _key: string }[]
    expect(values.length).toBeGreaterThan(0)
    expect(sourceOf(resultSourceMap, "$['values'][0]['title']")).toBe(
      `aboutPage $['values'][?(@._key=='${values[0]!._key}')]['title']`,
    )
  })

  it('the home, programs and educators pages are marked too', async () => {
    for (const [query, id, path] of [
      [HOME_PAGE_QUERY, 'homePage', "$['hero']['heading']"],
      [PROGRAMS_PAGE_QUERY, 'programsPage', "$['heading']"],
      [EDUCATORS_PAGE_QUERY, 'educatorsPage', "$['heading']"],
    ] as const) {
      const { resultSourceMap } = await ask(query)
      expect(sourceOf(resultSourceMap, path), id).toBe(`${id} ${path}`)
    }
  })

  it('an object read out of a page (the enrolment confirmation) points inside that page', async () => {
    const { resultSourceMap } = await ask(ENROLLMENT_CONFIRMATION_QUERY)
    expect(sourceOf(resultSourceMap, "$['welcome']")).toBe("programsPage $['enrollmentConfirmation']['welcome']")
  })

  it('stega marks the heading with the aboutPage edit link the site turns into click-to-edit', async () => {
    const { result, resultSourceMap } = await ask(ABOUT_PAGE_QUERY)
    const marked = stegaEncodeSourceMap(result, resultSourceMap as never, { enabled: true, studioUrl: '/studio' })
    const decoded = vercelStegaDecode<{ href?: string }>(String(marked.heading))
    expect(decoded?.href).toContain('id=aboutPage')
    expect(decoded?.href).toContain('path=heading')
  })

  it('a draft singleton maps to its draft, which is what Presentation edits', async () => {
    const about = documents.find((document) => document._id === 'aboutPage')!
    const draft = { ...about, _id: 'drafts.aboutPage', heading: 'About Our Academy' }
    const { result, resultSourceMap } = await ask(ABOUT_PAGE_QUERY, [...documents, draft])
    expect(result.heading).toBe('About Our Academy')
    expect(sourceOf(resultSourceMap, "$['heading']")).toBe("drafts.aboutPage $['heading']")
  })

  it('no marker when two documents repeat the same values, or a value was computed', async () => {
    const about = documents.find((document) => document._id === 'aboutPage')!
    const twin = { ...about, _id: 'aboutPageCopy' }
    const { resultSourceMap } = await ask(`*[_type == "aboutPage"][0]{heading, intro}`, [
      ...documents.filter((document) => document._type !== 'aboutPage'),
      about,
      twin,
    ])
    expect(resultSourceMap.mappings).toEqual({})

    const computed = await ask(`*[_id == "aboutPage"][0]{heading, "summary": heading + " online"}`)
    expect(sourceOf(computed.resultSourceMap, "$['heading']")).toBe("aboutPage $['heading']")
    expect(sourceOf(computed.resultSourceMap, "$['summary']")).toBeUndefined()
  })

  it('no marker when the answer repeats a value but contradicts the document elsewhere', async () => {
    const { resultSourceMap } = await ask(`*[_id == "aboutPage"][0]{heading, "intro": "Something else"}`)
    expect(resultSourceMap.mappings).toEqual({})
  })
})
