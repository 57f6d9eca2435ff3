/**
 * Every id generate-download-link accepts is checked for its shape before it reaches Postgres.
 * A NUL in sessionId used to reach the orders query and answer 500 (invalid byte sequence 0x00).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MESSAGES } from '../../lib/validation'
import { call, postJson, PRODUCTS, startBackend, type Backend, type TestUser } from './harness'

let backend: Backend
let owner: TestUser

beforeAll(async () => {
  backend = await startBackend()
  owner = await backend.createUser('ids-owner@example.com')
})
afterAll(async () => {
  await backend?.close()
})

const ask = (body: unknown, token?: string) => call(backend.handlers.download, postJson(body, { token }))

describe('generate-download-link: ids are refused by shape, never by the database', () => {
  it.each([
    ['a NUL', 'cs_test_a\u0000b'],
    ['only a NUL', '\u0000'],
    ['a NUL after a free order reference', 'free_7c1e6c1e-0000-4000-8000-000000000001\u0000'],
    ['a C1 control', 'cs_test_\u0085abc'],
    ['a lone surrogate', 'cs_test_\ud800abc'],
    ['a right-to-left override', 'cs_test_\u202eabc'],
    ['a quote and SQL', "cs_test_x' or '1'='1"],
    ['a path', '../../orders'],
    ['a 10 000-character id', `cs_test_${'a'.repeat(10_000)}`],
    ['an upper-case free reference', 'free_7C1E6C1E-0000-4000-8000-000000000001'],
    ['another kind of Stripe id', 'pi_3Nabc'],
  ])('answers 400 "Invalid order reference" for a sessionId with %s', async (_label, sessionId) => {
    const res = await ask({ sessionId, productId: PRODUCTS.workbook.id }, owner.token)
    expect(res).toEqual({ status: 400, body: { error: MESSAGES.invalidSessionId } })
    expect(backend.supabase.signRequests).toEqual([])
  })

  it.each([
    ['a NUL', '7c1e6c1e-0000-4000-8000-00000000000\u0000'],
    ['a lone surrogate', '7c1e6c1e-0000-4000-8000-\ud800'],
    ['a plan key', 'core'],
  ])('answers 400 "Invalid product" for a productId with %s', async (_label, productId) => {
    const res = await ask({ sessionId: 'cs_test_ids', productId }, owner.token)
    expect(res).toEqual({ status: 400, body: { error: MESSAGES.invalidProduct } })
  })

  it('still looks up a well-formed reference (and answers that it is not a paid order of this user)', async () => {
    const res = await ask({ sessionId: 'cs_test_unknown_reference', productId: PRODUCTS.workbook.id }, owner.token)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.body.error).not.toBe(MESSAGES.invalidSessionId)
  })
})
