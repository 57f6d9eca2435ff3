import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Connected mode: with CONTENT_SOURCE=sanity and a project id, fetchContent sends the very same
 * query text to the Content Lake through next-sanity, published perspective, with cache tags.
 * next-sanity's createClient is replaced by a stand-in that records what it is asked.
 */

const calls = vi.hoisted(() => ({
  configs: [] as Array<Record<string, unknown>>,
  fetches: [] as Array<{ query: string; params: unknown; options: unknown }>,
}))

vi.mock('next-sanity', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next-sanity')>()
  return {
    ...actual,
    createClient: (config: Record<string, unknown>) => {
      calls.configs.push(config)
      return {
        fetch: async (query: string, params: unknown, options: unknown) => {
          calls.fetches.push({ query, params, options })
          return [{ _id: 'plan.from-the-lake', name: 'From the Lake' }]
        },
      }
    },
  }
})

const { fetchContent, imageProps } = await import('@/lib/content')
const { PLANS_QUERY } = await import('@/lib/school/queries')

beforeEach(() => {
  calls.configs.length = 0
  calls.fetches.length = 0
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123')
  vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'staging')
  vi.stubEnv('NEXT_PUBLIC_SANITY_API_VERSION', '2025-10-01')
  vi.stubEnv('SANITY_API_READ_TOKEN', '')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('connected mode', () => {
  it('sends the same query to the Content Lake, published, with the tags declared beside the query', async () => {
    vi.stubEnv('CONTENT_SOURCE', 'sanity')
    const plans = await fetchContent(PLANS_QUERY)
    expect(plans.map((plan) => plan.name)).toEqual(['From the Lake'])
    expect(calls.configs).toEqual([
      expect.objectContaining({
        projectId: 'abc123',
        dataset: 'staging',
        apiVersion: '2025-10-01',
        perspective: 'published',
        useCdn: false,
      }),
    ])
    expect(calls.fetches).toEqual([
      {
        query: PLANS_QUERY,
        params: {},
        options: { perspective: 'published', next: { tags: ['sanity', 'plan'], revalidate: 60 } },
      },
    ])
  })

  it('stays on the fixtures when only the project id is set (the Studio case)', async () => {
    vi.stubEnv('CONTENT_SOURCE', 'fixtures')
    const plans = await fetchContent(PLANS_QUERY)
    expect(plans.map((plan) => plan.name)).toEqual(['Core Only', 'Full Program', 'Electives Only'])
    expect(calls.fetches).toEqual([])
  })

  it('builds image URLs on the Sanity image CDN for the configured project and dataset', () => {
    vi.stubEnv('CONTENT_SOURCE', 'sanity')
    const props = imageProps(
      {
        alt: 'Logo',
        asset: { _id: 'image-0123456789abcdef0123456789abcdef01234567-320x80-png', width: 320, height: 80 },
      },
      { width: 160 },
    )
    expect(props).toEqual({
      src: 'https://cdn.sanity.io/images/abc123/staging/0123456789abcdef0123456789abcdef01234567-320x80.png?w=160&fit=max&auto=format',
      width: 160,
      height: 40,
      alt: 'Logo',
    })
  })

  it('asks the CDN for a link preview picture in JPEG at the large card size, cropped, whatever was uploaded', async () => {
    vi.stubEnv('CONTENT_SOURCE', 'sanity')
    const { sharePictures } = await import('@/lib/site/page-metadata')
    const pictures = sharePictures({
      alt: 'Children reading under a baobab',
      asset: { _id: 'image-89abcdef0123456789abcdef0123456789abcdef-2400x1600-svg', width: 2400, height: 1600 },
    })
    expect(pictures).toEqual([
      {
        url: 'https://cdn.sanity.io/images/abc123/staging/89abcdef0123456789abcdef0123456789abcdef-2400x1600.svg?rect=0,170,2400,1260&w=1200&h=630&fm=jpg&fit=crop',
        width: 1200,
        height: 630,
        alt: 'Children reading under a baobab',
      },
    ])
    expect(sharePictures({ alt: 'No file yet', asset: null })).toBeUndefined()
  })
})

describe('local mode', () => {
  it('declares a fixture picture at its own size: no CDN crops it to the large card', async () => {
    vi.stubEnv('CONTENT_SOURCE', 'fixtures')
    const { sharePictures } = await import('@/lib/site/page-metadata')
    const pictures = sharePictures({
      alt: 'A kente-patterned lesson banner',
      asset: { _id: 'image-89abcdef0123456789abcdef0123456789abcdef-800x600-svg', width: 800, height: 600 },
    })
    expect(pictures).toEqual([
      {
        url: expect.stringMatching(/89abcdef0123456789abcdef0123456789abcdef-800x600\.svg$/),
        width: 800,
        height: 600,
        alt: 'A kente-patterned lesson banner',
      },
    ])
  })
})
