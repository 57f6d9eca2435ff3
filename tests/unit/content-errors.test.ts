import { inspect } from 'node:util'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../../scripts/bench/ports'
import { startContentLakeStandIn, type ContentLakeStandIn } from '../support/content-lake'

/**
 * A failed Content Lake read reaches the server's log (Next logs a failed render's error whole). The Sanity client's
 * own error carries the request it sent, read token included; the content door's error says what failed and no more.
 */

const TOKEN = 'a-viewer-token-that-must-never-be-logged'
const { fetchContent, ContentLakeError } = await import('@/lib/content/fetch')
const { PLANS_QUERY } = await import('@/lib/school/queries')

let lake: ContentLakeStandIn

beforeAll(async () => {
  lake = await startContentLakeStandIn({ token: 'another-token-entirely-0123456789' })
})
afterAll(async () => {
  await lake?.close()
})
afterEach(() => {
  vi.unstubAllEnvs()
})

function connectTo(host: string) {
  vi.stubEnv('CONTENT_SOURCE', 'sanity')
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'errorsproject')
  vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', lake.dataset)
  vi.stubEnv('SANITY_API_READ_TOKEN', TOKEN)
  vi.stubEnv('SANITY_API_HOST', host)
}

async function failure(): Promise<unknown> {
  return fetchContent(PLANS_QUERY).then(
    () => expect.fail('the read should have failed'),
    (error: unknown) => error,
  )
}

describe('a failed Content Lake read', () => {
  it('refused by the Content Lake: says its status, never the token', async () => {
    connectTo(lake.origin)
    const error = await failure()
    expect(error).toBeInstanceOf(ContentLakeError)
    expect((error as InstanceType<typeof ContentLakeError>).status).toBe(401)
    expect(inspect(error, { depth: 10 })).not.toContain(TOKEN)
  })

  it('unreachable: says so, never the token', { timeout: 30_000 }, async () => {
    connectTo(`http://127.0.0.1:${await freePort()}`)
    const error = await failure()
    expect(error).toBeInstanceOf(ContentLakeError)
    expect(String(error)).toContain('The Content Lake could not be reached')
    expect(inspect(error, { depth: 10 })).not.toContain(TOKEN)
  })
})
