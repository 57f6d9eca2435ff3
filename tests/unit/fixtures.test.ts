import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'

import { evaluateLocally } from '@/lib/content/fetch'
import { readDraftFixtureDocuments, readFixtureDocuments, type FixtureDocument } from '@/lib/content/fixture-files'
import { buildFixtureDataset } from '@/lib/content/fixtures'
import { schemaTypes, singletonTypes } from '@/schemas'
import { answerQuery, loadFixtureContent, type SanityDocument as StandInDocument } from '@/tests/support/sanity-api'

/**
 * Every fixture document passes the rules staff get in the Studio, run by Sanity's own validator.
 * Rules that look at other documents (unique plan key, one popular plan) ask a stand-in client that
 * evaluates their GROQ over the same fixtures.
 */

const schema = createSchema({ name: 'fixtures-test', types: schemaTypes })

type Marker = { level: 'error' | 'warning' | 'info'; message: string; path: unknown[] }

function validatorFor(dataset: FixtureDocument[]) {
  const ids = new Set(dataset.map((document) => document._id))
  const client = {
    fetch: (query: string, params: Record<string, unknown> = {}) => evaluateLocally(query, params, dataset),
    withConfig: () => client,
  } as unknown as SanityClient
  const workspace = { schema } as unknown as Workspace
  return async (document: FixtureDocument): Promise<Marker[]> =>
    (await validateDocument({
      document: document as unknown as SanityDocument,
      workspace,
      getClient: () => client,
      getDocumentExists: async ({ id }) => ids.has(id),
      environment: 'cli',
    })) as Marker[]
}

const describeMarkers = (markers: Marker[]) =>
  markers.map((marker) => `${marker.level} at ${JSON.stringify(marker.path)}: ${marker.message}`)

let dataset: FixtureDocument[]
let contentDocuments: FixtureDocument[]

beforeAll(async () => {
  dataset = (await buildFixtureDataset(await readFixtureDocuments())).documents
  contentDocuments = dataset.filter((document) => !document._type.startsWith('sanity.'))
})

describe('fixtures against the schema rules', () => {
  it('holds a document for every document type and exactly one of each singleton, with its id', () => {
    const documentTypeNames = schema
      .getTypeNames()
      .filter((name) => schema.get(name)?.type?.name === 'document' && !name.startsWith('sanity.'))
    for (const name of documentTypeNames) {
      expect(
        contentDocuments.some((document) => document._type === name),
        name,
      ).toBe(true)
    }
    for (const name of singletonTypes) {
      expect(contentDocuments.filter((document) => document._type === name).map((d) => d._id)).toEqual([name])
    }
  })

  it('every fixture document passes validation with no errors and no warnings', async () => {
    const validate = validatorFor(dataset)
    const problems: string[] = []
    for (const document of contentDocuments) {
      const markers = await validate(document)
      problems.push(...describeMarkers(markers).map((line) => `${document._id}: ${line}`))
    }
    expect(problems).toEqual([])
  })

  it('the draft fixtures (local preview) pass the same rules, each over the published documents as staff see it', async () => {
    const drafts = await readDraftFixtureDocuments()
    expect(drafts.map((draft) => draft._id).sort()).toEqual([
      'drafts.blogPost-finding-symmetry-in-adinkra-symbols',
      'drafts.blogPost-the-libraries-and-scholars-of-timbuktu',
      'drafts.course-african-arts-crafts',
      'drafts.educator-tendai-moyo',
      'drafts.weeklySchedule',
    ])
    const { previewDocuments } = await buildFixtureDataset(await readFixtureDocuments(), undefined, drafts)
    const validate = validatorFor(previewDocuments)
    const problems: string[] = []
    for (const draft of drafts) {
      const shown = previewDocuments.find((document) => document._originalId === draft._id)!
      problems.push(...describeMarkers(await validate(shown)).map((line) => `${draft._id}: ${line}`))
    }
    expect(problems).toEqual([])
  })
})

describe('the rules bite', () => {
  const plan = () => structuredClone(contentDocuments.find((document) => document._id === 'plan-core')!)
  const errorsFor = async (document: FixtureDocument, extra: FixtureDocument[] = []) =>
    (await validatorFor([...dataset, ...extra])(document)).filter((marker) => marker.level === 'error')

  it('rejects a plan priced at 0', async () => {
    const errors = await errorsFor({ ...plan(), monthlyPrice: 0 })
    expect(errors.map((marker) => marker.path)).toContainEqual(['monthlyPrice'])
  })

  it('rejects a second plan with a key already used', async () => {
    const duplicate = { ...plan(), _id: 'plan-core-copy', name: 'Core again' }
    const errors = await errorsFor(duplicate, [duplicate])
    expect(errors.find((marker) => marker.path[0] === 'key')?.message).toMatch(/already uses the key "core"/)
  })

  it('does not count a draft of the same plan as a duplicate key', async () => {
    const draft = { ...plan(), _id: 'drafts.plan-core' }
    expect(await errorsFor(draft, [draft])).toEqual([])
  })

  it('warns (not errors) when a second plan is marked popular', async () => {
    const markers = await validatorFor(dataset)({ ...plan(), popular: true })
    const popular = markers.filter((marker) => marker.path[0] === 'popular')
    expect(popular.map((marker) => marker.level)).toEqual(['warning'])
    expect(popular[0]?.message).toMatch(/already marked "Most Popular"/)
  })

  it('rejects a link that is not a URL and a social link that is not https', async () => {
    const settings = structuredClone(contentDocuments.find((document) => document._id === 'siteSettings')!) as {
      _id: string
      _type: string
      externalLinks: { homeworkPortal: { url: string } }
      socialLinks: Array<{ url: string }>
    }
    settings.externalLinks.homeworkPortal.url = 'homework portal'
    settings.socialLinks[0]!.url = 'ftp://example.com/feed'
    const paths = (await errorsFor(settings)).map((marker) => JSON.stringify(marker.path))
    expect(paths).toContain(JSON.stringify(['externalLinks', 'homeworkPortal', 'url']))
    expect(paths.some((path) => path.startsWith('["socialLinks"'))).toBe(true)
  })

  it('rejects a footer quick link the site would not render, and page words past their limits', async () => {
    const settings = structuredClone(contentDocuments.find((document) => document._id === 'siteSettings')!) as {
      _id: string
      _type: string
      quickLinks: Array<{ href: string }>
      proverbLabel: string
    }
    settings.quickLinks[0]!.href = 'javascript:alert(1)'
    settings.proverbLabel = 'Words of wisdom from the elders of our community'
    const settingsErrors = (await errorsFor(settings)).map((marker) => marker.path)
    expect(settingsErrors).toContainEqual(['quickLinks', { _key: 'home' }, 'href'])
    expect(settingsErrors).toContainEqual(['proverbLabel'])

    const shop = contentDocuments.find((document) => document._id === 'shopPage')!
    expect((await errorsFor({ ...shop, heading: undefined })).map((marker) => marker.path)).toContainEqual(['heading'])

    const programs = structuredClone(contentDocuments.find((document) => document._id === 'programsPage')!) as {
      _id: string
      _type: string
      enrollmentConfirmation: { welcome?: string }
    }
    delete programs.enrollmentConfirmation.welcome
    expect((await errorsFor(programs)).map((marker) => marker.path)).toContainEqual([
      'enrollmentConfirmation',
      'welcome',
    ])
  })

  it('rejects an image without alt text and a testimonial author given in full', async () => {
    const home = structuredClone(contentDocuments.find((document) => document._id === 'homePage')!) as {
      _id: string
      _type: string
      hero: { image: { alt?: string } }
    }
    delete home.hero.image.alt
    expect((await errorsFor(home)).map((marker) => marker.path)).toContainEqual(['hero', 'image', 'alt'])

    const testimonial = contentDocuments.find((document) => document._type === 'testimonial')!
    const errors = await errorsFor({ ...testimonial, author: 'Amara Thompson' })
    expect(errors.map((marker) => marker.path)).toContainEqual(['author'])
  })

  it('rejects a proverb without its origin and a YouTube id of the wrong shape', async () => {
    const proverb = contentDocuments.find((document) => document._type === 'proverb')!
    expect((await errorsFor({ ...proverb, origin: undefined })).map((marker) => marker.path)).toContainEqual(['origin'])

    const home = structuredClone(contentDocuments.find((document) => document._id === 'homePage')!) as {
      _id: string
      _type: string
      testimonialVideo: { videoId: string }
    }
    home.testimonialVideo.videoId = 'https://youtu.be/x'
    expect((await errorsFor(home)).map((marker) => marker.path)).toContainEqual(['testimonialVideo', 'videoId'])
  })
})

/**
 * Sanity lets a reader without a token (a public dataset read by the site with no read token) see
 * only documents on the root path: an `_id` with a dot (`plan.core`) is on a sub-path, like
 * `drafts.plan-core`, and is invisible to that reader. groq-js has no access control, so local mode
 * would never show it: these tests keep every fixture id readable and the Content Lake stand-in honest.
 */
describe('fixture ids are readable without a token', () => {
  const onRootPath = (id: string) => !id.includes('.')
  const draftOfRootPath = (id: string) => id.startsWith('drafts.') && onRootPath(id.slice('drafts.'.length))

  it('every fixture _id is on the root path (no dot), except drafts of root-path ids', async () => {
    const dotted = (await readFixtureDocuments())
      .map((document) => document._id)
      .filter((id) => !onRootPath(id) && !draftOfRootPath(id))
    expect(dotted).toEqual([])
  })

  it('every reference points at a fixture document', () => {
    const ids = new Set(dataset.map((document) => document._id))
    const refs: string[] = []
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect)
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === '_ref' && typeof child === 'string') refs.push(child)
          else collect(child)
        }
      }
    }
    collect(dataset)
    expect(refs.length).toBeGreaterThan(0)
    expect(refs.filter((ref) => !ids.has(ref))).toEqual([])
  })

  describe('the Content Lake stand-in applies the same rule', () => {
    let content: StandInDocument[]
    beforeAll(async () => {
      content = (await loadFixtureContent('p', 'production')).documents
    })
    /** GROQ through the stand-in's `/data/query` handler; `token` goes in a header or the URL. */
    const query = async (groq: string, documents: StandInDocument[], token?: { header?: string; param?: string }) => {
      const url = new URL('https://p.api.sanity.io/v2025-10-01/data/query/production')
      url.searchParams.set('query', groq)
      if (token?.param) url.searchParams.set('token', token.param)
      const headers: Record<string, string> = token?.header ? { authorization: `Bearer ${token.header}` } : {}
      const answer = await answerQuery({ method: 'GET', url, headers }, documents)
      expect(answer.status).toBe(200)
      return (answer.body as { result: unknown }).result
    }
    const withDottedPlan = () => [
      ...content,
      { ...content.find((document) => document._type === 'plan')!, _id: 'plan.dotted' },
    ]

    it('a query without a token does not see a document whose id has a dot', async () => {
      const documents = withDottedPlan()
      expect(await query('*[_id == "plan.dotted"]._id', documents)).toEqual([])
      expect(await query('count(*[_type == "plan"])', documents)).toBe(content.filter((d) => d._type === 'plan').length)
    })

    it('the same query with a token, in a header or in the URL, sees it', async () => {
      const documents = withDottedPlan()
      expect(await query('*[_id == "plan.dotted"]._id', documents, { header: 'sk-test' })).toEqual(['plan.dotted'])
      expect(await query('*[_id == "plan.dotted"]._id', documents, { param: 'sk-test' })).toEqual(['plan.dotted'])
    })

    it('a query without a token sees every published fixture document', async () => {
      const published = content.map((document) => document._id).filter((id) => !id.startsWith('drafts.'))
      expect(((await query('*[]._id', content)) as string[]).sort()).toEqual(published.sort())
    })
  })
})
