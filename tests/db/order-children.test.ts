// An enrolment's children: kept on the order, listed by get_order_summary, and turned into learners once paid.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, createUser, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

let db: PGlite
let folake: TestUser
let tunde: TestUser

const twins = [
  { firstName: 'Amara', gradeBand: '3-5' },
  { firstName: 'Jelani', gradeBand: '6-8' },
]

async function addOrder(reference: string, options: { email: string; userId: string | null; children: unknown }) {
  await db.query(
    `insert into public.orders (stripe_session_id, kind, status, amount_cents, currency, email, user_id, program_type,
       product_metadata, children)
     values ($1, 'enrollment', 'pending', 66500, 'usd', $2, $3, 'core', '{"productId":"core"}', $4)`,
    [reference, options.email, options.userId, JSON.stringify(options.children)],
  )
}

const pay = (reference: string) =>
  db.query(`update public.orders set status = 'paid', paid_at = now() where stripe_session_id = $1`, [reference])

async function learnersOf(user: TestUser): Promise<{ display_name: string; grade_band: string | null }[]> {
  const { rows } = await db.query<{ display_name: string; grade_band: string | null }>(
    'select display_name, grade_band from public.learners where parent_id = $1 order by created_at, display_name',
    [user.id],
  )
  return rows
}

const claim = (user: TestUser, reference: string) =>
  asRole(db, { role: 'authenticated', userId: user.id }, (tx) =>
    tx.query<{ claim_order_children: string }>('select * from public.claim_order_children($1)', [reference]),
  ).then((result) => result.rows.map((row) => Object.values(row)[0]))

beforeAll(async () => {
  db = await createTestDb()
  folake = await createUser(db, 'folake@example.org')
  tunde = await createUser(db, 'tunde@example.org')
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

describe('orders.children', () => {
  it('refuses children that are not a list of first names and grade bands, or more than eight', async () => {
    for (const children of [
      { firstName: 'Amara' },
      [{ firstName: 'Amara', gradeBand: 'preschool' }],
      [{ firstName: 'amara@example.org', gradeBand: '3-5' }],
      [{ firstName: '', gradeBand: '3-5' }],
      Array.from({ length: 9 }, (_, index) => ({ firstName: `Child ${index + 1}`, gradeBand: 'k-2' })),
    ]) {
      await expect(
        addOrder(`cs_test_bad_${Math.random().toString(36).slice(2)}`, {
          email: 'x@example.org',
          userId: null,
          children,
        }),
      ).rejects.toThrow(/orders_children_valid/)
    }
  })

  it('lists the children in the order summary, for the page holding the reference', async () => {
    await addOrder('cs_test_summary', { email: 'guest@example.org', userId: null, children: twins })
    const { rows } = await asRole(db, { role: 'anon' }, (tx) =>
      tx.query('select * from public.get_order_summary($1)', ['cs_test_summary']),
    )
    expect(rows).toEqual([
      { program_type: 'core', product_id: 'core', status: 'pending', children: twins, kind: 'enrollment' },
    ])
  })
})

describe('a signed-in parent pays', () => {
  it('adds the new children as learners once, skipping a name the account already has', async () => {
    await db.query(`insert into public.learners (parent_id, display_name, grade_band) values ($1, 'amara', '3-5')`, [
      folake.id,
    ])
    await addOrder('cs_test_signed_in', {
      email: folake.email,
      userId: folake.id,
      children: [...twins, { firstName: 'Zuri', gradeBand: 'k-2' }],
    })
    expect(await learnersOf(folake)).toHaveLength(1)

    await pay('cs_test_signed_in')
    expect(await learnersOf(folake)).toEqual([
      { display_name: 'amara', grade_band: '3-5' },
      { display_name: 'Jelani', grade_band: '6-8' },
      { display_name: 'Zuri', grade_band: 'k-2' },
    ])

    // A repeated webhook (paid -> refunded -> paid never happens, but a second claim must not add twice).
    expect(await claim(folake, 'cs_test_signed_in')).toEqual([])
    expect(await learnersOf(folake)).toHaveLength(3)
  })

  it('keeps names beyond the eight-learner cap on the order only', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ firstName: `Sibling ${index + 1}`, gradeBand: '9-12' }))
    await addOrder('cs_test_many', { email: folake.email, userId: folake.id, children: many })
    await pay('cs_test_many')
    expect(await learnersOf(folake)).toHaveLength(8)
    const { rows } = await db.query<{ n: number }>(
      `select jsonb_array_length(children) as n from public.orders where stripe_session_id = 'cs_test_many'`,
    )
    expect(rows[0]?.n).toBe(8)
  })
})

describe('claim_order_children: a guest creates the account afterwards', () => {
  it('adds nothing while the order is unpaid, then the children once it is paid, and the order joins the account', async () => {
    await addOrder('cs_test_guest', { email: 'Tunde@Example.org', userId: null, children: twins })
    expect(await claim(tunde, 'cs_test_guest')).toEqual([])

    await pay('cs_test_guest')
    expect(await learnersOf(tunde)).toEqual([])
    expect(await claim(tunde, 'cs_test_guest')).toEqual(['Amara', 'Jelani'])
    expect(await learnersOf(tunde)).toEqual([
      { display_name: 'Amara', grade_band: '3-5' },
      { display_name: 'Jelani', grade_band: '6-8' },
    ])
    expect(await claim(tunde, 'cs_test_guest')).toEqual([])
    const { rows } = await db.query<{ user_id: string }>(
      `select user_id from public.orders where stripe_session_id = 'cs_test_guest'`,
    )
    expect(rows[0]?.user_id).toBe(tunde.id)
  })

  it("refuses someone else's order, an unconfirmed e-mail, and anonymous callers", async () => {
    await addOrder('cs_test_other', { email: 'someone@example.org', userId: null, children: twins })
    await pay('cs_test_other')
    expect(await claim(tunde, 'cs_test_other')).toEqual([])

    const unconfirmed = await createUser(db, 'someone@example.org')
    await db.query('update auth.users set email_confirmed_at = null where id = $1', [unconfirmed.id])
    expect(await claim(unconfirmed, 'cs_test_other')).toEqual([])
    expect(await learnersOf(unconfirmed)).toEqual([])

    await expect(
      asRole(db, { role: 'anon' }, (tx) =>
        tx.query('select * from public.claim_order_children($1)', ['cs_test_other']),
      ),
    ).rejects.toThrow(/permission denied/)
  })
})
