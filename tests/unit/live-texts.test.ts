import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAIN_DOCUMENTS } from '@/lib/content-map'
import {
  documentsById,
  fieldMark,
  latestText,
  PREVIEW_DOCUMENTS_QUERY,
  previewQuestion,
  routeParams,
} from '@/lib/content/live-texts'
import { keepStegaOutOfValues } from '@/lib/content/stega'
import { STUDIO_URL } from '@/lib/content/studio-url'
import {
  loadFixtureContent,
  runGroq,
  startContentLakeStandIn,
  type ContentLakeStandIn,
} from '@/tests/support/content-lake'

/**
 * The texts a preview page shows carry Sanity's edit markers as the site's server writes them (the real client,
 * stega on, over the Content Lake stand-in). Each one must lead back to its document and field, so the frame can
 * put the Studio's newest value there, and anything that is not one whole field must be left alone.
 */

const TOKEN = 'sk-live-texts-viewer'
const TIMBUKTU = 'blogPost-the-libraries-and-scholars-of-timbuktu'
const DRAFT_TITLE = 'Timbuktu’s Libraries: Scholars, Scribes and Saved Manuscripts'

let lake: ContentLakeStandIn
let post: { _id: string; title: string; excerpt: string; body: { _key: string; children?: { text: string }[] }[] }

beforeAll(async () => {
  lake = await startContentLakeStandIn({ token: TOKEN })
  const client = createClient({
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-10-01',
    apiHost: lake.origin,
    useProjectHostname: false,
    useCdn: false,
    token: TOKEN,
    perspective: 'drafts',
    stega: { enabled: true, studioUrl: STUDIO_URL, filter: keepStegaOutOfValues },
  })
  post = await client.fetch(`*[_id == $id][0]{_id, title, excerpt, body}`, { id: TIMBUKTU })
})

afterAll(async () => {
  await lake?.close()
})

describe('edit markers lead back to the field a text shows', () => {
  it('a draft title names the post under its published id, the field, and reads as the draft', () => {
    const mark = fieldMark(post.title)
    expect(mark).toMatchObject({ id: TIMBUKTU, path: 'title', visible: DRAFT_TITLE })
    expect(mark?.marker.length).toBeGreaterThan(0)
    expect(mark!.visible + mark!.marker).toBe(post.title)
  })

  it('a span of the body names its block and span by key', () => {
    const span = post.body.find((block) => block.children?.length)?.children?.[0]
    const mark = fieldMark(span!.text)
    expect(mark?.id).toBe(TIMBUKTU)
    expect(mark?.path).toMatch(/^body\[_key=="[^"]+"\]\.children\[_key=="[^"]+"\]\.text$/)
  })

  it('the newest value comes from the Studio’s answer, by path, whether it holds the draft or the published id', () => {
    const mark = fieldMark(post.title)!
    const answer = [{ _id: `drafts.${TIMBUKTU}`, _type: 'blogPost', title: 'Timbuktu, Revised' }]
    expect(latestText(documentsById(answer), mark)).toBe('Timbuktu, Revised')
    expect(latestText(documentsById([{ _id: TIMBUKTU, title: 'Again' }]), mark)).toBe('Again')
    // A document the answer lacks, or a field that no longer holds text, changes nothing.
    expect(latestText(documentsById([]), mark)).toBeUndefined()
    expect(latestText(documentsById([{ _id: TIMBUKTU, title: 42 }]), mark)).toBeUndefined()
    expect(documentsById('not a list').size).toBe(0)
  })

  it('a text with words around the value, or two values in one, is not taken for the field', () => {
    expect(fieldMark(`Read “${post.title}” now`)).toBeNull()
    expect(fieldMark(`${post.title} — ${post.excerpt}`)).toBeNull()
    expect(fieldMark('Plain words with no marker')).toBeNull()
  })
})

describe('the frame asks for the documents of the page it is on, wherever it moves', () => {
  it('a route matches its own pages only, with its parameters read from the address', () => {
    expect(routeParams('/about', '/about')).toEqual({})
    expect(routeParams('/about', '/about/')).toEqual({})
    expect(routeParams('/', '/')).toEqual({})
    expect(routeParams('/', '/about')).toBeNull()
    expect(routeParams('/about', '/')).toBeNull()
    expect(routeParams('/blog/:slug', '/blog/a-day%20out')).toEqual({ slug: 'a-day out' })
    expect(routeParams('/blog/:slug', '/blog/category/history')).toBeNull()
    expect(routeParams('/blog/:slug', '/blog/%E0%A4%A')).toBeNull()
  })

  it('the page’s own document is asked for beside those its texts name, as Presentation picks it', () => {
    expect(previewQuestion(['plan-core'], '/about', MAIN_DOCUMENTS)).toEqual({
      query: '*[_id in $ids || (_type == "aboutPage" && _id == "aboutPage")]',
      params: { ids: ['plan-core'] },
    })
    const post = previewQuestion([], '/blog/a-day-in-the-life-of-a-sankofa-learner', MAIN_DOCUMENTS)
    expect(post.params).toEqual({ ids: [], slug: 'a-day-in-the-life-of-a-sankofa-learner' })
    // A page the map names no document for asks for its texts' documents only.
    expect(previewQuestion(['siteSettings'], '/search/x/y', MAIN_DOCUMENTS)).toEqual({
      query: PREVIEW_DOCUMENTS_QUERY,
      params: { ids: ['siteSettings'] },
    })
  })

  it('over the fixtures, the question finds the page’s document though no text on the page names it', async () => {
    const { documents } = await loadFixtureContent('standin', 'production')
    const ids = (answer: unknown) => documentsById(answer).keys()
    for (const [path, id] of [
      ['/about', 'aboutPage'],
      ['/programs', 'programsPage'],
      ['/blog/a-day-in-the-life-of-a-sankofa-learner', 'blogPost-a-day-in-the-life-of-a-sankofa-learner'],
    ] as const) {
      const { query, params } = previewQuestion(['siteSettings'], path, MAIN_DOCUMENTS)
      expect([...ids(await runGroq(query, params, documents))].sort(), path).toEqual([id, 'siteSettings'].sort())
    }
  })
})
