import { describe, expect, it } from 'vitest'

import { decideDisable, decideEnable, previewRedirect, sameSecret } from '@/lib/content/draft-mode'
import { overlayDrafts } from '@/lib/content/fixtures'
import { perspectiveFrom } from '@/lib/content/preview'
import { keepStegaOutOfValues } from '@/lib/content/stega'

/** Who may open draft mode, where it lands, what the drafts perspective shows, and which strings stay unmarked. */

const SECRET = 'local-preview-secret-for-tests'
const local = {
  projectId: undefined,
  requestedSource: 'fixtures',
  readToken: undefined,
  localPreviewSecret: SECRET,
  previewSessionSecret: undefined,
} as const
const SESSION_SECRET = 'preview-session-secret-for-tests-0123456789'
const url = (query: string) => new URL(`https://academy.test/api/draft-mode/enable?${query}`)

describe('opening draft mode', () => {
  it('in local mode on a production server, only with the secret', () => {
    expect(decideEnable(url(''), local, false)).toEqual({ kind: 'refuse', status: 404, message: 'Not found' })
    expect(decideEnable(url('secret=nope'), local, false)).toMatchObject({ kind: 'refuse', status: 404 })
    expect(decideEnable(url(`secret=${SECRET}x`), local, false)).toMatchObject({ kind: 'refuse', status: 404 })
    expect(decideEnable(url(`secret=${SECRET}`), { ...local, localPreviewSecret: undefined }, false)).toMatchObject({
      kind: 'refuse',
      status: 404,
    })
    expect(decideEnable(url(`secret=${SECRET}&redirect=/programs`), local, false)).toEqual({
      kind: 'local',
      redirectTo: '/programs',
      sessionSecret: SECRET,
    })
    expect(
      decideEnable(url(`secret=${SECRET}`), { ...local, previewSessionSecret: SESSION_SECRET }, false),
    ).toMatchObject({ kind: 'local', sessionSecret: SESSION_SECRET })
  })

  it('in `next dev` without a secret', () => {
    expect(decideEnable(url('redirect=/blog'), { ...local, localPreviewSecret: undefined }, true)).toEqual({
      kind: 'local',
      redirectTo: '/blog',
      sessionSecret: expect.stringMatching(/^.{32,}$/),
    })
  })

  it('connected: Sanity checks the secret, and without a read token the site says what is missing', () => {
    const connected = {
      ...local,
      projectId: 'abc123',
      requestedSource: 'sanity',
      previewSessionSecret: SESSION_SECRET,
    } as const
    expect(decideEnable(url('sanity-preview-secret=x'), { ...connected, readToken: 'token' }, false)).toEqual({
      kind: 'connected',
      sessionSecret: SESSION_SECRET,
    })
    expect(decideEnable(url('sanity-preview-secret=x'), connected, false)).toEqual({
      kind: 'refuse',
      status: 503,
      message: 'Preview needs SANITY_API_READ_TOKEN (a Viewer token) on the server: without it drafts cannot be read.',
    })
  })

  it('connected on a production server, without a secret to sign preview sessions the site says what is missing', () => {
    const connected = { ...local, projectId: 'abc123', requestedSource: 'sanity', readToken: 'token' } as const
    // LOCAL_PREVIEW_SECRET signs only in local mode.
    expect(decideEnable(url('sanity-preview-secret=x'), connected, false)).toEqual({
      kind: 'refuse',
      status: 503,
      message:
        'Preview needs PREVIEW_SESSION_SECRET on the server (a random string of 32 or more characters, the same on every server of the site): without it a preview cannot be signed.',
    })
    // `next dev` signs with a key of its own.
    expect(decideEnable(url('sanity-preview-secret=x'), connected, true)).toMatchObject({ kind: 'connected' })
  })

  it('Presentation calling a site that reads the fixtures is sent to the page that says why, never given the cookie', () => {
    const studioOnly = { ...local, projectId: 'abc123' } as const
    for (const development of [true, false]) {
      expect(decideEnable(url('sanity-preview-secret=x&sanity-preview-pathname=/'), studioOnly, development)).toEqual({
        kind: 'unavailable',
        redirectTo: '/studio/preview-unavailable',
      })
    }
  })

  it('lands only on a page of this site', () => {
    for (const [asked, landed] of [
      ['redirect=/blog/x?y=1', '/blog/x?y=1'],
      ['redirect=https://evil.example/', '/'],
      ['redirect=//evil.example', '/'],
      ['redirect=/%5Cevil.example', '/'],
      ['redirect=/api/draft-mode/disable', '/'],
      ['sanity-preview-pathname=/events', '/events'],
      ['', '/'],
    ] as const) {
      expect(previewRedirect(url(asked)), asked).toBe(landed)
    }
  })

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret('a', 'a-much-longer-secret')).toBe(false)
    expect(sameSecret(SECRET, SECRET)).toBe(true)
  })
})

describe('leaving preview', () => {
  const SITE = 'https://academy.test'
  const leave = (headers: Record<string, string>) =>
    decideDisable(`${SITE}/api/draft-mode/disable`, new Headers({ host: 'academy.test', ...headers }))
  const refused = {
    kind: 'refuse',
    status: 403,
    message: 'Preview can only be left from a page of this site.',
  }

  it("from the site's own page: back to that page", () => {
    expect(leave({ 'sec-fetch-site': 'same-origin', origin: SITE, referer: `${SITE}/programs?x=1` })).toEqual({
      kind: 'leave',
      location: '/programs?x=1',
    })
    expect(leave({ 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/page' })).toEqual({
      kind: 'leave',
      location: '/',
    })
    expect(leave({ 'sec-fetch-site': 'none' })).toEqual({ kind: 'leave', location: '/' })
  })

  it('another site, even on the same domain, changes nothing', () => {
    expect(leave({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toEqual(refused)
    expect(leave({ 'sec-fetch-site': 'same-site', origin: 'https://shop.academy.test' })).toEqual(refused)
    // The browser's own word wins over an Origin header that happens to match.
    expect(leave({ 'sec-fetch-site': 'cross-site', origin: SITE })).toEqual(refused)
    expect(leave({ 'sec-fetch-site': 'whatever' })).toEqual(refused)
  })

  it('a browser that sends no Sec-Fetch-Site: by Origin, else by Referer, else allowed', () => {
    expect(leave({ origin: SITE, referer: `${SITE}/blog` })).toEqual({ kind: 'leave', location: '/blog' })
    expect(leave({ origin: 'https://evil.example', referer: `${SITE}/blog` })).toEqual(refused)
    expect(leave({ origin: 'null' })).toEqual(refused)
    expect(leave({ referer: `${SITE}/events` })).toEqual({ kind: 'leave', location: '/events' })
    expect(leave({ referer: 'https://evil.example/' })).toEqual(refused)
    expect(leave({ referer: 'not a url' })).toEqual(refused)
    expect(leave({})).toEqual({ kind: 'leave', location: '/' })
  })

  it('the origin is the Host the browser used, on any port', () => {
    const onPort = (headers: Record<string, string>) =>
      decideDisable('http://127.0.0.1:3000/api/draft-mode/disable', new Headers({ host: '127.0.0.1:3100', ...headers }))
    expect(onPort({ origin: 'http://127.0.0.1:3100', referer: 'http://127.0.0.1:3100/about' })).toEqual({
      kind: 'leave',
      location: '/about',
    })
    expect(onPort({ origin: 'http://127.0.0.1:3101' })).toEqual(refused)
  })
})

describe('the perspective Presentation asks for', () => {
  it('is drafts by default, published or a release stack when chosen, and drafts for anything odd', () => {
    expect(perspectiveFrom(undefined)).toBe('drafts')
    expect(perspectiveFrom('published')).toBe('published')
    expect(perspectiveFrom('rSpringTerm,drafts')).toEqual(['rSpringTerm', 'drafts'])
    expect(perspectiveFrom('drafts"]{secret}')).toBe('drafts')
    expect(perspectiveFrom('')).toBe('drafts')
  })
})

describe("the drafts perspective over the fixtures (Sanity's rule)", () => {
  const published = [
    { _id: 'post-a', _type: 'blogPost', title: 'A' },
    { _id: 'post-b', _type: 'blogPost', title: 'B' },
  ]
  it('a draft replaces its published document under the published id; a draft-only document appears', () => {
    const shown = overlayDrafts(published, [
      { _id: 'drafts.post-a', _type: 'blogPost', title: 'A (draft)' },
      { _id: 'drafts.post-c', _type: 'blogPost', title: 'C' },
    ])
    expect(shown).toEqual([
      { _id: 'post-a', _originalId: 'drafts.post-a', _type: 'blogPost', title: 'A (draft)' },
      { _id: 'post-b', _type: 'blogPost', title: 'B' },
      { _id: 'post-c', _originalId: 'drafts.post-c', _type: 'blogPost', title: 'C' },
    ])
    expect(published.map((document) => document.title)).toEqual(['A', 'B'])
  })
})

describe('stega edit markers stay out of values code compares', () => {
  const filterDefault = () => true
  const marked = (sourcePath: string[], resultPath: string[] = sourcePath) =>
    keepStegaOutOfValues({
      sourcePath,
      resultPath,
      value: 'x',
      sourceDocument: { _id: 'd', _type: 't' },
      filterDefault,
    } as unknown as Parameters<typeof keepStegaOutOfValues>[0])
  it('marks visible text and skips compared fields, by source or by result name', () => {
    expect(marked(['title'])).toBe(true)
    expect(marked(['dayGroups', 0, 'slots', 1, 'subjects', 0] as unknown as string[])).toBe(true)
    for (const field of ['category', 'group', 'key', 'kind', 'type', 'value', 'gameId', 'time', 'answer']) {
      expect(marked(['anything', field]), field).toBe(false)
    }
    expect(marked(['slug', 'current'], ['slug'])).toBe(false)
  })
})
