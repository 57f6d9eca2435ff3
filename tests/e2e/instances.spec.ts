import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { startContentLakeStandIn, type ContentLakeStandIn } from '../support/content-lake'
import { MADE_UP_PROBES, REAL_PAGES_FIRST } from '../support/made-up-paths'
import { PRESENTATION_PROJECT, PRESENTATION_READ_TOKEN } from '../support/presentation-endpoints'
import { startRedisServer, type RedisServer } from '../support/redis-server'
import { frozenClockEnv, SCHOOL_DAYS } from '../support/school-days'
import { imageCopies, layOutImage, ROOT, startSiteInstance, type SiteInstance } from '../support/standalone'

/**
 * Two instances of one build behind a load balancer, sharing one Redis (docs/architecture.md#the-page-cache): the
 * self-hosted artefact as the Dockerfile lays it out (`node server.js`), both connected to a Content Lake stand-in,
 * with the settings every instance must share. Sanity's publish webhook reaches instance A only, as a load balancer
 * would send it; instance B must show the change all the same.
 */

const basePort = Number(process.env.E2E_PORT ?? 3100)
// E2E_PORT + 0 to + 7 belong to the config's servers and the error pages' spec.
const LAKE_PORT = basePort + 8
const PORT_A = basePort + 9
const PORT_B = basePort + 10
const REVALIDATE_SECRET = 'e2e-instances-revalidate-secret-0123'

const POST_ID = 'blogPost-a-day-in-the-life-of-a-sankofa-learner'
const POST_PATH = '/blog/a-day-in-the-life-of-a-sankofa-learner'
const PUBLISHED_TITLE = 'A Day in the Life of a Sankofa Learner'
const PUBLISHES = 5
const PER_ROUTE = 50

let redis: RedisServer
let lake: ContentLakeStandIn
let a: SiteInstance
let b: SiteInstance

function instanceEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    ...frozenClockEnv(SCHOOL_DAYS.lastWeek),
    REDIS_URL: redis.url,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: SHARED_KEY,
    PREVIEW_SESSION_SECRET: SHARED_PREVIEW_SECRET,
    NEXT_PUBLIC_SANITY_PROJECT_ID: PRESENTATION_PROJECT.projectId,
    NEXT_PUBLIC_SANITY_DATASET: PRESENTATION_PROJECT.dataset,
    CONTENT_SOURCE: 'sanity',
    SANITY_API_HOST: lake.origin,
    SANITY_API_READ_TOKEN: PRESENTATION_READ_TOKEN,
    SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
  }
}
const SHARED_KEY = randomBytes(32).toString('base64')
const SHARED_PREVIEW_SECRET = randomBytes(32).toString('base64url')

/** Staff publish a new title the way the Studio does: a draft, then the publish action. */
async function publishTitle(title: string) {
  const api = `${lake.origin}/v2025-10-01/data`
  const headers = { authorization: `Bearer ${PRESENTATION_READ_TOKEN}`, 'content-type': 'application/json' }
  const current = lake.store.get(POST_ID)
  expect(current).toBeTruthy()
  const draft = await fetch(`${api}/mutate/${lake.dataset}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mutations: [{ createOrReplace: { ...current, _id: `drafts.${POST_ID}`, title } }] }),
  })
  expect(draft.status).toBe(200)
  const publish = await fetch(`${api}/actions/${lake.dataset}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      actions: [{ actionType: 'sanity.action.document.publish', draftId: `drafts.${POST_ID}`, publishedId: POST_ID }],
    }),
  })
  expect(publish.status).toBe(200)
}

const titleOf = async (request: APIRequestContext, url: string) => {
  const html = await (await request.get(url)).text()
  return /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? ''
}

const pageKeys = async () => (await redis.keys()).filter((key) => !key.includes('__'))

test('every path the Dockerfile copies into the image exists after the build', () => {
  const copies = imageCopies()
  expect(copies.map((copy) => copy.to)).toEqual(['./', expect.stringMatching(/static$/), './public'])
  for (const copy of copies) expect(existsSync(path.join(ROOT, copy.from)), copy.from).toBe(true)
  // What the standalone server reads at run time besides its own code: the bundled content of local mode.
  expect(existsSync(path.join(ROOT, copies[0]!.from, 'server.js'))).toBe(true)
  expect(existsSync(path.join(ROOT, copies[0]!.from, 'studio/fixtures/content.ndjson'))).toBe(true)
})

test.describe('several instances on one Redis', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    redis = await startRedisServer()
    lake = await startContentLakeStandIn({
      port: LAKE_PORT,
      token: PRESENTATION_READ_TOKEN,
      dataset: PRESENTATION_PROJECT.dataset,
      webhook: { url: `http://127.0.0.1:${PORT_A}/api/revalidate`, secret: REVALIDATE_SECRET },
    })
    const folder = layOutImage()
    ;[a, b] = await Promise.all([
      startSiteInstance(folder, PORT_A, instanceEnv()),
      startSiteInstance(folder, PORT_B, instanceEnv()),
    ])
  })

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await lake?.close()
    await redis?.stop()
  })

  test('a publish that reaches instance A only shows on instance B within 5 seconds', async ({ request }, testInfo) => {
    const timings: number[] = []
    let expected = PUBLISHED_TITLE
    // Both instances serve the post from the shared cache first.
    expect(await titleOf(request, `${a.url}${POST_PATH}`)).toBe(expected)
    await expect.poll(async () => (await request.get(`${b.url}${POST_PATH}`)).headers()['x-nextjs-cache']).toBe('HIT')

    for (let round = 1; round <= PUBLISHES; round += 1) {
      expected = `${PUBLISHED_TITLE}, Revised ${round}`
      const published = Date.now()
      await publishTitle(expected)
      await expect
        .poll(() => titleOf(request, `${b.url}${POST_PATH}`), { timeout: 5_000, intervals: [100] })
        .toBe(expected)
      timings.push(Date.now() - published)
      await lake.webhooksSettled()
    }

    // Sanity's webhook went to A alone, and A answered it.
    const deliveries = lake.deliveries.filter((delivery) => JSON.parse(delivery.body)._type === 'blogPost')
    expect(deliveries).toHaveLength(PUBLISHES)
    for (const delivery of deliveries) {
      expect(delivery.url).toBe(`${a.url}/api/revalidate`)
      expect(delivery.status).toBe(200)
    }
    const sorted = [...timings].sort((x, y) => x - y)
    testInfo.annotations.push({
      type: 'publish → instance B (ms)',
      description: `${timings.join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]}`,
    })
    console.log(`[instances] publish → instance B (ms): ${timings.join(', ')}; median ${sorted[2]}`)
  })

  test(`${PER_ROUTE} made-up paths per dynamic route, over both instances, add no key to Redis`, async ({
    request,
  }) => {
    // Real pages first, so what follows counts made-up paths only.
    for (const path of REAL_PAGES_FIRST) {
      for (const instance of [a, b]) expect((await request.get(`${instance.url}${path}`)).status(), path).toBe(200)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    const before = await redis.keys()
    let requests = 0
    for (const probe of MADE_UP_PROBES) {
      for (let index = 0; index < PER_ROUTE; index += 2) {
        await Promise.all(
          [a, b].map(async (instance, offset) => {
            const path = probe.path(index + offset)
            const response = await request.get(`${instance.url}${path}`)
            expect(response.status(), path).toBe(probe.status)
            expect(await response.text(), path).toContain(probe.text)
            requests += 1
          }),
        )
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const added = (await redis.keys()).filter((key) => !before.includes(key))
    console.log(`[instances] ${requests} made-up requests added ${added.length} Redis keys`)
    expect(added).toEqual([])
  })

  test('with Redis stopped both instances still answer, log it once, and cache again when it is back', async ({
    request,
  }) => {
    for (const instance of [a, b]) expect((await request.get(`${instance.url}/`)).status()).toBe(200)
    expect(await pageKeys()).not.toEqual([])

    await redis.stop()
    for (let round = 0; round < 5; round += 1) {
      for (const instance of [a, b]) {
        for (const path of ['/', '/blog']) {
          const response = await request.get(`${instance.url}${path}`)
          expect(response.status(), `${instance.url}${path} with Redis down`).toBe(200)
        }
      }
    }
    for (const instance of [a, b]) {
      const lines = instance.output().filter((line) => line.includes('"event":"cache-store-unreachable"'))
      expect(lines, instance.url).toHaveLength(1)
    }

    await redis.start()
    await expect
      .poll(
        async () => {
          for (const instance of [a, b]) await request.get(`${instance.url}/blog`)
          return (await request.get(`${b.url}/blog`)).headers()['x-nextjs-cache']
        },
        { timeout: 20_000 },
      )
      .toBe('HIT')
    expect((await pageKeys()).length).toBeGreaterThan(0)
    // The line reaches this process through the instance's stdout pipe, which can trail the response that showed
    // the cache working again.
    for (const instance of [a, b]) {
      await expect
        .poll(() => instance.output().filter((line) => line.includes('"event":"cache-store-reconnected"')).length, {
          message: instance.url,
          timeout: 10_000,
        })
        .toBe(1)
    }
  })

  test('an instance missing a setting the others share does not start, and says which', async () => {
    const { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: _key, ...withoutKey } = instanceEnv()
    const lonely = await startSiteInstance(layOutImage(), basePort + 11, withoutKey, { waitUntilReady: false })
    const code = await Promise.race([
      lonely.exited(),
      new Promise<'running'>((r) => setTimeout(() => r('running'), 30_000)),
    ])
    await lonely.stop()
    expect(code).not.toBe('running')
    expect(lonely.output().join('\n')).toContain('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set')
  })
})
