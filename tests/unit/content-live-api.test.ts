import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fetchContent } from '@/lib/content'
import { PUBLISHED } from '@/lib/content/loader'
import { PREVIEW_SESSION_COOKIE, signPreviewSession } from '@/lib/content/preview-session'
import { PLANS_QUERY } from '@/lib/school/queries'

// Draft mode's perspective comes from Presentation's cookie: the request's cookies are Next's, stood in here.
const jar = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  cookies: async () => ({
    has: (name: string) => jar.has(name),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
  draftMode: async () => ({ isEnabled: true }),
}))

/**
 * Published reads in connected mode go to the live API, not the API CDN: the CDN can keep answering with the
 * pre-publish document for up to a minute, longer than the webhook waits before it expires the page. The
 * network edge is replaced here (global fetch), so the real Sanity client builds the real request.
 */

const requests: URL[] = []
const authorizations: Array<string | null> = []

beforeEach(() => {
  requests.length = 0
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'live1234')
  vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'production')
  vi.stubEnv('CONTENT_SOURCE', 'sanity')
  vi.stubEnv('SANITY_API_READ_TOKEN', '')
  jar.clear()
  authorizations.length = 0
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(url)
    authorizations.push(new Headers(input instanceof Request ? input.headers : init?.headers).get('authorization'))
    return Response.json({ query: PLANS_QUERY, result: [{ _id: 'plan-live', name: 'Published a second ago' }], ms: 1 })
  })
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('published reads without a token', () => {
  it('ask the live API host for the published perspective, once per read', async () => {
    const first = await fetchContent(PLANS_QUERY)
    const second = await fetchContent(PLANS_QUERY)
    expect([first, second].map((plans) => plans.map((plan) => plan.name))).toEqual([
      ['Published a second ago'],
      ['Published a second ago'],
    ])
    expect(requests.map((url) => url.hostname)).toEqual(['live1234.api.sanity.io', 'live1234.api.sanity.io'])
    expect(requests.every((url) => url.pathname.endsWith('/data/query/production'))).toBe(true)
    expect(requests.map((url) => url.searchParams.get('perspective'))).toEqual(['published', 'published'])
  })
})

describe('preview reads (draft mode)', () => {
  it('need the server read token, and say so without one', async () => {
    await expect(fetchContent(PLANS_QUERY, {}, { read: 'preview' })).rejects.toThrow(
      'Preview needs SANITY_API_READ_TOKEN (a Viewer token) on the server: without it drafts cannot be read.',
    )
    expect(requests).toEqual([])
  })

  it('ask for drafts (or the perspective Presentation chose) with the token and a source map for edit markers', async () => {
    vi.stubEnv('SANITY_API_READ_TOKEN', 'viewer-token')
    await fetchContent(PLANS_QUERY, {}, { read: 'preview' })
    jar.set('sanity-preview-perspective', 'published')
    await fetchContent(PLANS_QUERY, {}, { read: 'preview' })
    expect(requests.map((url) => url.hostname)).toEqual(['live1234.api.sanity.io', 'live1234.api.sanity.io'])
    expect(requests.map((url) => url.searchParams.get('perspective'))).toEqual(['drafts', 'published'])
    expect(requests.every((url) => url.searchParams.get('resultSourceMap') !== null)).toBe(true)
    expect(authorizations).toEqual(['Bearer viewer-token', 'Bearer viewer-token'])
  })
})

describe('the door reads draft mode itself', () => {
  const SESSION_SECRET = 'a-preview-session-secret-of-forty-characters'

  it('shows drafts to a verified preview session when the read names no documents', async () => {
    vi.stubEnv('SANITY_API_READ_TOKEN', 'viewer-token')
    vi.stubEnv('PREVIEW_SESSION_SECRET', SESSION_SECRET)
    jar.set(PREVIEW_SESSION_COOKIE, signPreviewSession(SESSION_SECRET))
    await fetchContent(PLANS_QUERY)
    await fetchContent(PLANS_QUERY, {}, { read: PUBLISHED })
    expect(requests.map((url) => url.searchParams.get('perspective'))).toEqual(['drafts', 'published'])
    expect(requests.map((url) => url.searchParams.get('resultSourceMap') !== null)).toEqual([true, false])
  })

  it('shows the published documents when draft mode has no session this server signed', async () => {
    vi.stubEnv('SANITY_API_READ_TOKEN', 'viewer-token')
    vi.stubEnv('PREVIEW_SESSION_SECRET', SESSION_SECRET)
    jar.set(PREVIEW_SESSION_COOKIE, signPreviewSession('another-servers-secret-of-forty-characters'))
    await fetchContent(PLANS_QUERY)
    expect(requests.map((url) => url.searchParams.get('perspective'))).toEqual(['published'])
  })
})
