// Who sees orders: the table only to its owner; confirmation pages through get_order_summary.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, createUser, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

let db: PGlite
let amara: TestUser
let kwame: TestUser

beforeAll(async () => {
  db = await createTestDb()
  amara = await createUser(db, 'amara@example.org')
  kwame = await createUser(db, 'kwame@example.org')
  const insert = `insert into public.orders
    (stripe_session_id, kind, status, amount_cents, currency, email, user_id, program_type, product_metadata, line_items)
    values ($1, $2, $3, $4, 'usd', $5, $6, $7, $8, $9)`
  await db.query(insert, [
    'cs_test_enrol',
    'enrollment',
    'paid',
    50000,
    amara.email,
    amara.id,
    'full',
    { productId: 'full' },
    [],
  ])
  await db.query(insert, [
    'cs_test_download',
    'instant_download',
    'pending',
    499,
    kwame.email,
    kwame.id,
    null,
    { productId: '7f1c2d3e-0000-4000-8000-000000000001' },
    [{ id: '7f1c2d3e-0000-4000-8000-000000000001', quantity: 1 }],
  ])
  await db.query(insert, ['cs_test_guest', 'donation', 'paid', 2000, 'guest@example.org', null, null, {}, []])
  const flashcards = '7f1c2d3e-0000-4000-8000-000000000001'
  await db.query(insert, [
    'cs_test_cart',
    'cart',
    'paid',
    998,
    'guest@example.org',
    null,
    null,
    { productIds: [flashcards] },
    [{ id: flashcards, quantity: 2 }],
  ])
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

const selectSummary = 'select * from public.get_order_summary($1)'

describe('get_order_summary', () => {
  it('gives anon only program_type, product_id, status, children and kind for a session id', async () => {
    const result = await asRole(db, { role: 'anon' }, (tx) => tx.query(selectSummary, ['cs_test_enrol']))
    expect(result.fields.map((field) => field.name)).toEqual([
      'program_type',
      'product_id',
      'status',
      'children',
      'kind',
    ])
    expect(result.rows).toEqual([
      { program_type: 'full', product_id: 'full', status: 'paid', children: [], kind: 'enrollment' },
    ])
  })

  it('tells a paid cart order from a donation, which have no program or product alike', async () => {
    const summaries = await asRole(db, { role: 'anon' }, async (tx) => [
      (await tx.query(selectSummary, ['cs_test_cart'])).rows,
      (await tx.query(selectSummary, ['cs_test_guest'])).rows,
    ])
    expect(summaries).toEqual([
      [{ program_type: null, product_id: null, status: 'paid', children: [], kind: 'cart' }],
      [{ program_type: null, product_id: null, status: 'paid', children: [], kind: 'donation' }],
    ])
  })

  it("works for a signed-in user on someone else's session (the session id is the secret)", async () => {
    const { rows } = await asRole(db, { role: 'authenticated', userId: amara.id }, (tx) =>
      tx.query(selectSummary, ['cs_test_download']),
    )
    expect(rows).toEqual([
      {
        program_type: null,
        product_id: '7f1c2d3e-0000-4000-8000-000000000001',
        status: 'pending',
        children: [],
        kind: 'instant_download',
      },
    ])
  })

  it('answers no row for an unknown session id', async () => {
    const { rows } = await asRole(db, { role: 'anon' }, (tx) => tx.query(selectSummary, ['cs_test_nope']))
    expect(rows).toEqual([])
  })

  it('is security definer with an empty search_path', async () => {
    const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where oid = 'public.get_order_summary(text)'::regprocedure`,
    )
    expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] })
  })
})

describe('reading the orders table', () => {
  const selectAll = 'select stripe_session_id from public.orders order by 1'

  it('anon cannot read any order', async () => {
    await expect(asRole(db, { role: 'anon' }, (tx) => tx.query(selectAll))).rejects.toMatchObject({ code: '42501' })
  })

  it('a signed-in user reads their own order and no one else’s', async () => {
    const mine = await asRole(db, { role: 'authenticated', userId: amara.id }, (tx) => tx.query(selectAll))
    expect(mine.rows).toEqual([{ stripe_session_id: 'cs_test_enrol' }])
    const other = await asRole(db, { role: 'authenticated', userId: kwame.id }, (tx) =>
      tx.query('select * from public.orders where stripe_session_id = $1', ['cs_test_enrol']),
    )
    expect(other.rows).toEqual([])
  })

  it('anon and signed-in users cannot write orders, Stripe events or applications', async () => {
    const writes = [
      `insert into public.orders (stripe_session_id, kind, amount_cents, currency) values ('cs_x', 'donation', 1, 'usd')`,
      `update public.orders set status = 'paid'`,
      `insert into public.stripe_events (id, type) values ('evt_x', 'x')`,
      `insert into public.career_applications (name, email, phone, position, experience, motivation, resume_file_name, resume_path)
       values ('Ayo', 'a@b.co', '1', 'Game Designer', '0123456789', '0123456789', 'cv.pdf', 'x/cv.pdf')`,
    ]
    for (const actor of [{ role: 'anon' }, { role: 'authenticated', userId: amara.id }] as const) {
      for (const sql of writes) {
        await expect(
          asRole(db, actor, (tx) => tx.query(sql)),
          `${actor.role}: ${sql}`,
        ).rejects.toMatchObject({ code: '42501' })
      }
    }
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.orders where status = 'paid'`)
    expect(rows[0]!.n).toBe(3)
  })
})
