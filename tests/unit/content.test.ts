import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as getFixtureImage } from '@/app/fixture-images/[...path]/route'
import { contentSource, fetchContent, imageProps, isSanityConfigured, urlForImage } from '@/lib/content'
import { readContentEnv } from '@/lib/content/env'
import { evaluateLocally } from '@/lib/content/fetch'
import { readFixtureDocuments, type FixtureDocument } from '@/lib/content/fixture-files'
import { buildFixtureDataset } from '@/lib/content/fixtures'
import type { SITE_SETTINGS_QUERY_RESULT } from '@/lib/content/sanity.types'
import { schoolToday } from '@/lib/school/clock'
import { PLANS_QUERY } from '@/lib/school/queries'
import { HOME_PAGE_QUERY, PROVERBS_QUERY, SITE_SETTINGS_QUERY } from '@/lib/site/queries'

import { exportedQueries, QUERY_DOMAINS } from '../support/query-params'

/** Local mode: the site reads the bundled fixtures through groq-js with the real query text. */

const NO_SANITY = {
  CONTENT_SOURCE: '',
  NEXT_PUBLIC_SANITY_PROJECT_ID: '',
  NEXT_PUBLIC_SANITY_DATASET: '',
  SANITY_API_READ_TOKEN: '',
}

beforeEach(() => {
  for (const [name, value] of Object.entries(NO_SANITY)) vi.stubEnv(name, value)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0)

describe('queries over the fixtures', () => {
  const allQueries: Array<[string, string]> = exportedQueries.map(([name, value]) => [name, value])

  it("keeps each domain's queries beside its loaders, and none in the content door", () => {
    expect(QUERY_DOMAINS).toEqual(['blog', 'careers', 'commerce', 'learning', 'school', 'site'])
    for (const domain of QUERY_DOMAINS) expect(existsSync(`lib/${domain}/content.ts`), domain).toBe(true)
    expect(allQueries.map(([name]) => name).sort()).toEqual(
      expect.arrayContaining(['HOME_PAGE_QUERY', 'PLANS_QUERY', 'PROVERBS_QUERY', 'SITE_SETTINGS_QUERY']),
    )
  })

  /** Parameters for the queries that take them: one real example each. */
  const EXAMPLE_PARAMS: Record<string, Record<string, string>> = {
    COURSE_QUERY: { slug: 'kiswahili-language-culture' },
    GAME_QUERY: { gameId: 'african-history-quiz' },
    BLOG_POSTS_QUERY: { today: schoolToday() },
    BLOG_POST_QUERY: { slug: 'the-libraries-and-scholars-of-timbuktu', today: schoolToday() },
    PAGE_QUERY: { slug: 'privacy' },
  }

  it.each(allQueries)('%s returns content', async (name, query) => {
    expect(isEmpty(await fetchContent(query, EXAMPLE_PARAMS[name] ?? {}))).toBe(false)
  })

  it('lists the three plans in order with their monthly prices and one popular plan', async () => {
    const plans = await fetchContent(PLANS_QUERY)
    expect(
      plans.map(({ key, name, monthlyPrice, scheduleSummary }) => ({ key, name, monthlyPrice, scheduleSummary })),
    ).toEqual([
      { key: 'core', name: 'Core Only', monthlyPrice: 350, scheduleSummary: 'Mon/Wed/Fri' },
      { key: 'full', name: 'Full Program', monthlyPrice: 500, scheduleSummary: 'Mon-Fri' },
      { key: 'electives', name: 'Electives Only', monthlyPrice: 150, scheduleSummary: 'Tue/Thu' },
    ])
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Full Program'])
    for (const plan of plans) expect(plan.features.length).toBeGreaterThan(0)
  })

  it('gives the home page hero, both parent quotes with author and state, and the donation presets', async () => {
    const home = await fetchContent(HOME_PAGE_QUERY)
    expect(home?.hero.heading).toBe('New to homeschooling? Let us help.')
    expect(home?.hero.subheading).toMatch(/5 days a week/)
    expect(home?.parentQuotes.quotes).toHaveLength(2)
    for (const quote of home?.parentQuotes.quotes ?? []) {
      expect(quote.quote.length).toBeGreaterThan(20)
      expect(quote.author).toMatch(/^\p{L}+ \p{Lu}\.$/u)
      expect(quote.location).not.toBe('')
    }
    expect(home?.donation.presetAmounts).toEqual([10, 20, 50, 100])
    expect(home?.donation.customLabel).toBe('Custom')
  })

  it('gives the four external links the pages use, opening https pages, the e-book as a PDF', async () => {
    const settings = await fetchContent(SITE_SETTINGS_QUERY)
    const links = settings?.externalLinks
    expect(links?.communityNetwork.label).toBe('Join Our Mighty Network')
    for (const link of Object.values(links ?? {})) expect(link.url).toMatch(/^https:\/\//)
    // The homework portal, STEAM and games sites are footer quick links of their own (page-words-content.test.ts).
    expect(Object.keys(links ?? {}).sort()).toEqual(
      ['communityNetwork', 'consultationBooking', 'curriculumSite', 'ebookPdf'].sort(),
    )
    expect(links?.ebookPdf.url).toMatch(/\.pdf$/)
    expect(settings?.scholarshipClaim).toMatch(/\$100,000/)
    expect(settings?.badges?.length).toBeGreaterThanOrEqual(3)
  })

  it('gives five proverbs, each with its origin', async () => {
    const proverbs = await fetchContent(PROVERBS_QUERY)
    expect(proverbs).toHaveLength(5)
    for (const proverb of proverbs) {
      expect(proverb.text.length).toBeGreaterThan(10)
      expect(proverb.origin.length).toBeGreaterThan(3)
    }
  })

  it('passes query parameters through to groq-js', async () => {
    const { documents } = await buildFixtureDataset(await readFixtureDocuments())
    const result = await evaluateLocally('*[_type == "plan" && key == $key][0].name', { key: 'electives' }, documents)
    expect(result).toBe('Electives Only')
  })

  it('gives each footer badge its awarding body and link, and leaves out a badge that names neither', async () => {
    const fixtures = await readFixtureDocuments()
    const withUnsourced = fixtures.map((document) =>
      document._id === 'siteSettings'
        ? {
            ...document,
            badges: [
              ...(document.badges as object[]),
              { _key: 'unsourced', _type: 'badge', title: 'Best Online School 2025', kind: 'award' },
            ],
          }
        : document,
    )
    const { documents } = await buildFixtureDataset(withUnsourced)
    const settings = (await evaluateLocally(SITE_SETTINGS_QUERY, {}, documents)) as SITE_SETTINGS_QUERY_RESULT
    expect(settings?.badges?.map((badge) => badge._key)).toEqual(['common-core', 'ngss', 'c3-framework'])
    for (const badge of settings?.badges ?? []) {
      expect(badge.awardingBody.length, badge.title).toBeGreaterThan(3)
      expect(badge.url, badge.title).toMatch(/^https:\/\//)
    }
  })
})

describe('drafts never reach the site', () => {
  it('leaves out drafts.* and versions.* documents', async () => {
    const fixtures = await readFixtureDocuments()
    const core = fixtures.find((document) => document._id === 'plan-core') as FixtureDocument
    const withUnpublished = [
      ...fixtures,
      { ...core, _id: 'drafts.plan-core', name: 'Core Only (unpublished change)', monthlyPrice: 999 },
      { ...core, _id: 'drafts.plan-new', key: 'core', name: 'Brand new draft plan', order: 0 },
      { ...core, _id: 'versions.rSpring.plan-core', name: 'Spring release plan' },
    ]
    const { documents } = await buildFixtureDataset(withUnpublished)
    const plans = (await evaluateLocally(PLANS_QUERY, {}, documents)) as Array<{
      _id: string
      name: string
      monthlyPrice: number
    }>
    expect(plans.map((plan) => plan.name)).toEqual(['Core Only', 'Full Program', 'Electives Only'])
    expect(plans.every((plan) => !plan._id.startsWith('drafts.') && !plan._id.startsWith('versions.'))).toBe(true)
  })
})

describe('images in local mode', () => {
  it('resolve to a path the app serves itself, with dimensions and alt text', async () => {
    const home = await fetchContent(HOME_PAGE_QUERY)
    const props = imageProps(home?.hero.image, { width: 600 })
    expect(props).toMatchObject({ width: 600, height: 400, alt: expect.stringMatching(/.{10,}/) })
    expect(props?.src).toMatch(/^\/fixture-images\/images\/local\/fixtures\/[0-9a-f]{40}-1200x800\.svg$/)
    expect(urlForImage(home!.hero.image).width(300).url()).toMatch(/^\/fixture-images\/.+\.svg\?w=300$/)
  })

  it('are served by the fixture image route as SVG with immutable caching', async () => {
    const settings = await fetchContent(SITE_SETTINGS_QUERY)
    const src = imageProps(settings?.logo, { width: 160 })!.src
    const segments = src.replace('/fixture-images/', '').split('/')
    const response = await getFixtureImage(new Request(`http://localhost${src}`), {
      params: Promise.resolve({ path: segments }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toContain('immutable')
    const served = Buffer.from(await response.arrayBuffer()).toString('utf8')
    expect(served).toBe(await readFile(path.join(process.cwd(), 'studio/fixtures/images/logo.svg'), 'utf8'))
  })

  it('answer 404 for anything that is not a fixture image, including path traversal', async () => {
    for (const segments of [
      ['images', 'local', 'fixtures', '..', '..', 'package.json'],
      ['..', '..', '..', 'package.json'],
      ['images', 'local', 'fixtures', 'logo.svg'],
      ['images', 'local', 'fixtures', `${'0'.repeat(40)}-320x80.svg`],
    ]) {
      const response = await getFixtureImage(new Request('http://localhost/fixture-images/x'), {
        params: Promise.resolve({ path: segments }),
      })
      expect(response.status).toBe(404)
    }
  })
})

describe('content source setting', () => {
  it('reads the fixtures by default', () => {
    expect(contentSource({})).toBe('fixtures')
    expect(contentSource()).toBe('fixtures')
    expect(isSanityConfigured({})).toBe(false)
  })

  it('reads the fixtures with a project id alone (the Studio needs only that)', () => {
    const env = { NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2estand1', NEXT_PUBLIC_SANITY_DATASET: 'production' }
    expect(isSanityConfigured(env)).toBe(true)
    expect(contentSource(env)).toBe('fixtures')
  })

  it('reads the fixtures when CONTENT_SOURCE=sanity but no project id is set', () => {
    expect(contentSource({ CONTENT_SOURCE: 'sanity' })).toBe('fixtures')
  })

  it('reads the Content Lake only with CONTENT_SOURCE=sanity and a project id', () => {
    expect(contentSource({ CONTENT_SOURCE: 'sanity', NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).toBe('sanity')
  })

  it('defaults the dataset and API version, and refuses values that are not valid', () => {
    expect(readContentEnv({})).toMatchObject({ dataset: 'production', apiVersion: '2025-10-01', projectId: undefined })
    expect(() => contentSource({ CONTENT_SOURCE: 'cms' })).toThrow(/CONTENT_SOURCE/)
    expect(() => readContentEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'Not A Project' })).toThrow(
      /NEXT_PUBLIC_SANITY_PROJECT_ID/,
    )
  })

  it('points the Content Lake client at a stand-in only when SANITY_API_HOST is an http(s) URL', () => {
    expect(readContentEnv({}).apiHost).toBeUndefined()
    expect(readContentEnv({ SANITY_API_HOST: ' http://127.0.0.1:4010/ ' }).apiHost).toBe('http://127.0.0.1:4010')
    expect(() => readContentEnv({ SANITY_API_HOST: 'ftp://127.0.0.1' })).toThrow(
      /SANITY_API_HOST must be an http\(s\) URL/,
    )
    expect(() => readContentEnv({ SANITY_API_HOST: 'not a url' })).toThrow(/SANITY_API_HOST/)
  })
})
