import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readFixtureDocuments } from '@/lib/content/fixture-files'
import { seed, type SeedClient } from '@/studio/scripts/seed-core'
import {
  FIXTURES_DIR,
  standInClient,
  startContentLakeStandIn,
  type ContentLakeStandIn,
} from '@/tests/support/content-lake'
import { makeLocalCertificate } from '@/tests/support/content-lake/certificate'

/**
 * What `npm run dev:connected` needs of the Content Lake stand-in beyond the dataset: the Studio's sign-in with no
 * account, its project endpoints, the https door with HTTP/2, and uploads so the real seed can load it.
 */

const TOKEN = 'sk-dev-lake-unit-0123456789'
const PROJECT = 'devlocal'
let lake: ContentLakeStandIn

beforeAll(async () => {
  lake = await startContentLakeStandIn({
    projectId: PROJECT,
    token: TOKEN,
    documents: [],
    secure: { certificate: makeLocalCertificate(['localhost', `${PROJECT}.localhost`]) },
  })
})

afterAll(async () => {
  await lake.close()
})

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init })

describe('signing in to the Studio with no account', () => {
  it('lists the one provider, whose address sends the browser back to the Studio with a session id', async () => {
    const providers = (await (await get(`${lake.origin}/v2025-02-19/auth/providers`)).json()) as {
      providers: { name: string; title: string; url: string }[]
    }
    expect(providers.providers).toEqual([
      { name: 'stand-in', title: 'Local editor, no account', url: `${lake.origin}/v1/auth/login/stand-in` },
    ])

    const origin = 'http://localhost:3000/studio/presentation'
    const login = await get(`${providers.providers[0]!.url}?origin=${encodeURIComponent(origin)}&projectId=${PROJECT}`)
    expect(login.status).toBe(302)
    const back = new URL(login.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(origin)
    const sid = /^#sid=(.{20,})$/.exec(back.hash)?.[1]
    expect(sid).toBeDefined()

    // The Studio exchanges it once for a token, then reads who it is with that token.
    const { token } = (await (await get(`${lake.origin}/v2025-02-19/auth/fetch?sid=${sid}`)).json()) as {
      token: string
    }
    expect(token).toMatch(/^sk-stand-in-session-/)
    expect((await get(`${lake.origin}/v2025-02-19/auth/fetch?sid=${sid}`)).status).toBe(401)
    const me = await get(`${lake.origin}/v2025-02-19/users/me`, { headers: { authorization: `Bearer ${token}` } })
    expect(await me.json()).toMatchObject({ id: 'e2e-editor', name: 'Ada Editor', role: 'administrator' })

    // The session reads drafts and writes like the stand-in's own token; a made-up one is refused.
    const editor = standInClient(lake, { projectId: PROJECT, token })
    await editor.create({ _id: 'drafts.faq-signed-in', _type: 'faq', question: 'Who wrote this?' })
    expect(await editor.getDocument('drafts.faq-signed-in')).toMatchObject({ question: 'Who wrote this?' })
    const stranger = await get(`${lake.origin}/v2025-02-19/users/me`, {
      headers: { authorization: 'Bearer sk-made-up-token' },
    })
    expect(stranger.status).toBe(401)
  })

  it('sends the browser back only to a Studio on this machine', async () => {
    for (const origin of ['https://evil.example/studio', 'javascript:alert(1)', '']) {
      const login = await get(`${lake.origin}/v1/auth/login/stand-in?origin=${encodeURIComponent(origin)}`)
      expect(login.status, origin).toBe(400)
      expect(login.headers.get('location'), origin).toBeNull()
    }
  })

  it('answers who is signed in with nothing for a browser without a session', async () => {
    expect(await (await get(`${lake.origin}/v2025-02-19/users/me`)).json()).toEqual({})
    expect((await get(`${lake.origin}/v2025-02-19/auth/id`)).status).toBe(401)
  })
})

describe('the project as the Studio reads it', () => {
  it('has one dataset, one member who may do everything, and nothing to upsell', async () => {
    const auth = { headers: { authorization: `Bearer ${TOKEN}` } }
    const project = (await (await get(`${lake.origin}/v2025-02-19/projects/${PROJECT}`, auth)).json()) as {
      id: string
      members: unknown[]
    }
    expect(project.id).toBe(PROJECT)
    expect(project.members).toHaveLength(1)
    expect(await (await get(`${lake.origin}/v2025-02-19/projects/${PROJECT}/datasets`, auth)).json()).toEqual([
      { name: 'production', aclMode: 'private' },
    ])
    const acl = (await (await get(`${lake.origin}/v1/projects/${PROJECT}/datasets/production/acl`, auth)).json()) as {
      permissions: string[]
    }[]
    expect(acl[0]?.permissions).toContain('update')
    expect(await (await get(`${lake.origin}/v2025-02-19/journey/announcements`, auth)).json()).toEqual({})
    expect(await (await get(`${lake.origin}/v2025-02-19/help`, auth)).json()).toMatchObject({ isSupported: true })
  })
})

describe('the https door for browsers', () => {
  it('speaks HTTP/2 at <project>.localhost with this run’s certificate, and shows a page where staff accept it', async () => {
    expect(lake.secureOrigin).toMatch(/^https:\/\/localhost:\d+$/)
    const { connect } = await import('node:http2')
    const port = new URL(lake.secureOrigin!).port
    const session = connect(`https://${PROJECT}.localhost:${port}`, {
      lookup: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]),
      rejectUnauthorized: false,
    })
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const stream = session.request({ ':path': '/v2025-02-19/auth/providers' })
        let text = ''
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => (text += chunk))
        stream.on('end', () => resolve(text))
        stream.on('error', reject)
      })
      // The provider's address is on the host the browser asked, the one whose certificate it accepted.
      expect(JSON.parse(body)).toMatchObject({
        providers: [{ url: `https://${PROJECT}.localhost:${port}/v1/auth/login/stand-in` }],
      })
    } finally {
      session.close()
    }
    const page = await get(`${lake.origin}/`)
    expect(await page.text()).toContain('The Content Lake stand-in answers here')
  })
})

describe('npm run seed against the stand-in', () => {
  it('uploads the fixture images and files, writes every fixture, and serves the files back', async () => {
    const sanity = standInClient(lake, { projectId: PROJECT, token: TOKEN, perspective: 'raw' })
    const client: SeedClient = {
      fetch: (query, params) => sanity.fetch(query, params),
      upload: (kind, body, options) => sanity.assets.upload(kind, body, options),
      mutate: (mutations) => sanity.mutate(mutations, { visibility: 'sync' }),
    }
    const documents = await readFixtureDocuments(FIXTURES_DIR)
    const report = await seed({ client, documents, fixturesDir: FIXTURES_DIR, log: () => undefined })
    expect(report.uploaded.length).toBeGreaterThan(0)
    expect(report.written).toBe(documents.length)

    const logo = (await sanity.fetch('*[_id == $id][0]', { id: 'siteSettings' })) as {
      logo?: { asset?: { _ref: string } }
    }
    const asset = (await sanity.getDocument(logo.logo?.asset?._ref ?? '')) as { url: string; mimeType: string }
    expect(asset.mimeType).toBe('image/svg+xml')
    const served = await get(asset.url)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(await served.text()).toBe(await readFile(path.join(FIXTURES_DIR, 'images/logo.svg'), 'utf8'))

    // A second run finds everything in place.
    const again = await seed({ client, documents, fixturesDir: FIXTURES_DIR, log: () => undefined })
    expect(again.uploaded).toEqual([])
    expect(again.written).toBe(0)
  })
})

describe('closing the stand-in', () => {
  it('ends the connections a client keeps open on the https door, idle, streaming or silent, instead of waiting', async () => {
    const own = await startContentLakeStandIn({
      projectId: PROJECT,
      token: TOKEN,
      documents: [],
      secure: { certificate: makeLocalCertificate(['localhost', `${PROJECT}.localhost`]) },
    })
    const { Agent, request } = await import('node:https')
    // A server process's client (the site's, say) keeps its HTTP/1.1 connections open between requests.
    const agent = new Agent({ keepAlive: true, rejectUnauthorized: false })
    const get = (path: string, whenHeaders: (status: number | undefined) => void) =>
      request(`${own.secureOrigin}${path}`, { agent, headers: { authorization: `Bearer ${TOKEN}` } }, (response) => {
        whenHeaders(response.statusCode)
        response.resume()
      })
        .on('error', () => undefined)
        .end()
    try {
      // One request answered (its connection then idles in the agent), one event stream left open.
      await new Promise<void>((resolve) => get('/v2025-02-19/auth/providers', () => resolve()))
      const streaming = await new Promise<number | undefined>((resolve) =>
        get(`/v2025-02-19/data/listen/production?query=${encodeURIComponent('*')}`, resolve),
      )
      expect(streaming).toBe(200)
      // And a connection whose TLS handshake never came (a browser's speculative connection, say): Node would wait
      // two minutes for it.
      const { connect } = await import('node:net')
      const silent = connect(Number(new URL(own.secureOrigin!).port), '127.0.0.1').on('error', () => undefined)
      await new Promise((resolve) => silent.once('connect', resolve))
      const closed = await Promise.race([
        own.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000).unref()),
      ])
      expect(closed).toBe('closed')
    } finally {
      agent.destroy()
    }
  })
})
