// What the database itself refuses, whoever writes: the checks a shop and a payment ledger need.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, createUser, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

let db: PGlite
let user: TestUser
let productId: string

/** The SQLSTATE a statement fails with (run in a rolled-back transaction), or 'ok'. */
async function outcome(sql: string, params: unknown[] = []): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      await tx.query(sql, params)
      await tx.rollback()
    })
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

const CHECK = '23514'
const UNIQUE = '23505'
const NOT_NULL = '23502'

beforeAll(async () => {
  db = await createTestDb()
  user = await createUser(db, 'imani@example.org')
  const { rows } = await db.query<{ id: string }>(
    `insert into public.products (title, description, price, type) values ('Ubuntu Values Poster Set', 'Posters', 7.5, 'Poster') returning id`,
  )
  productId = rows[0]!.id
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

const insertProduct = `insert into public.products (title, description, price, type, instant_download, pdf_url) values ('T', 'D', $1, 'Worksheet', $2, $3)`

describe('products', () => {
  it('refuses a negative price and accepts a free one', async () => {
    expect(await outcome(insertProduct, [-0.01, false, null])).toBe(CHECK)
    expect(await outcome(insertProduct, [0, false, null])).toBe('ok')
  })

  it('refuses an instant download without a file (missing or blank) and accepts one with a file', async () => {
    expect(await outcome(insertProduct, [2, true, null])).toBe(CHECK)
    expect(await outcome(insertProduct, [2, true, '  '])).toBe(CHECK)
    expect(await outcome(insertProduct, [2, true, 'worksheets/sheet.pdf'])).toBe('ok')
  })

  it('stores prices with two decimals', async () => {
    const { rows } = await db.query<{ price: string }>(
      `select price::text as price from public.products where id = $1`,
      [productId],
    )
    expect(rows[0]!.price).toBe('7.50')
  })
})

describe('product_reviews', () => {
  const insertReview = `insert into public.product_reviews (product_id, user_id, rating, review_text) values ($1, $2, $3, $4)`

  it('refuses ratings outside 1-5 (0 and 6) and a missing rating', async () => {
    expect(await outcome(insertReview, [productId, user.id, 6, null])).toBe(CHECK)
    expect(await outcome(insertReview, [productId, user.id, 0, null])).toBe(CHECK)
    expect(await outcome(insertReview, [productId, user.id, null, null])).toBe(NOT_NULL)
    expect(await outcome(insertReview, [productId, user.id, 1, null])).toBe('ok')
    expect(await outcome(insertReview, [productId, user.id, 5, null])).toBe('ok')
  })

  it('bounds review text at 2000 characters', async () => {
    expect(await outcome(insertReview, [productId, user.id, 4, 'a'.repeat(2001)])).toBe(CHECK)
    expect(await outcome(insertReview, [productId, user.id, 4, 'a'.repeat(2000)])).toBe('ok')
  })

  it("refuses a review by a user or for a product that doesn't exist", async () => {
    expect(await outcome(insertReview, [productId, '00000000-0000-4000-8000-000000000000', 4, null])).toBe('23503')
    expect(await outcome(insertReview, ['00000000-0000-4000-8000-000000000000', user.id, 4, null])).toBe('23503')
  })

  it("a second review by the same user upserts (the site's onConflict 'product_id,user_id') instead of duplicating", async () => {
    // The statement PostgREST builds for supabase-js `.upsert(row, { onConflict: 'product_id,user_id' })`.
    const upsert = `insert into public.product_reviews (product_id, user_id, rating, review_text) values ($1, $2, $3, $4)
                    on conflict (product_id, user_id) do update set product_id = excluded.product_id,
                      user_id = excluded.user_id, rating = excluded.rating, review_text = excluded.review_text`
    const signedIn = { role: 'authenticated', userId: user.id } as const
    await asRole(db, signedIn, (tx) => tx.query(upsert, [productId, user.id, 3, 'Good start.']))
    // Put the first review's dates far in the past (triggers off for this one statement), so "edited" below
    // does not depend on the clock ticking between the two upserts.
    await db.exec(`set session_replication_role = replica;
      update public.product_reviews set created_at = '2020-01-01T00:00:00Z', updated_at = '2020-01-01T00:00:00Z' where product_id = '${productId}';
      set session_replication_role = default;`)
    const first = await db.query<{ id: string; created_at: Date }>(
      'select id, created_at from public.product_reviews where product_id = $1',
      [productId],
    )
    await asRole(db, signedIn, (tx) => tx.query(upsert, [productId, user.id, 5, 'Even better after a month.']))
    const { rows } = await db.query<{
      id: string
      rating: number
      review_text: string
      created_at: Date
      edited: boolean
    }>(
      `select id, rating, review_text, created_at, updated_at > created_at as edited
       from public.product_reviews where product_id = $1`,
      [productId],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: first.rows[0]!.id,
      rating: 5,
      review_text: 'Even better after a month.',
      edited: true,
    })
    expect(rows[0]!.created_at).toEqual(first.rows[0]!.created_at)
    // A plain second insert is refused by the one-review-per-user rule.
    expect(await outcome(insertReview, [productId, user.id, 2, null])).toBe(UNIQUE)
  })

  it("a signed-in user's review stays on its product and with its author; the server sets its dates", async () => {
    const { rows: products } = await db.query<{ id: string }>(
      `insert into public.products (title, description, price, type) values ('Sankofa Bird Colouring', 'C', 3, 'Worksheet'),
              ('Ananse Stories', 'S', 4, 'Book') returning id`,
    )
    const [first, second] = products.map((row) => row.id)
    const author = await createUser(db, 'moved@example.org')
    const signedIn = { role: 'authenticated', userId: author.id } as const
    await asRole(db, signedIn, (tx) =>
      tx.query('insert into public.product_reviews (product_id, user_id, rating) values ($1, $2, 4)', [
        first,
        author.id,
      ]),
    )
    const move = asRole(db, signedIn, (tx) =>
      tx.query('update public.product_reviews set product_id = $1 where user_id = $2', [second, author.id]),
    )
    await expect(move).rejects.toMatchObject({ code: '42501' })
    const { rows } = await db.query<{ product_id: string; recent: boolean }>(
      `select product_id, created_at > now() - interval '1 hour' and created_at <= now() as recent
       from public.product_reviews where user_id = $1`,
      [author.id],
    )
    expect(rows).toEqual([{ product_id: first, recent: true }])
  })

  it('deleting a product removes its reviews', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.products (title, description, price, type) values ('X', 'Y', 1, 'Z') returning id`,
    )
    await db.query(insertReview, [rows[0]!.id, user.id, 4, null])
    await db.query('delete from public.products where id = $1', [rows[0]!.id])
    const left = await db.query('select 1 from public.product_reviews where product_id = $1', [rows[0]!.id])
    expect(left.rows).toHaveLength(0)
  })
})

describe('orders and events', () => {
  const insertOrder = `insert into public.orders (stripe_session_id, kind, status, amount_cents, currency) values ($1, $2, $3, $4, $5)`

  it('accepts each kind and status the functions use', async () => {
    for (const kind of ['donation', 'enrollment', 'cart', 'instant_download']) {
      for (const status of ['pending', 'paid', 'expired', 'refunded', 'disputed']) {
        expect(await outcome(insertOrder, [`cs_${kind}_${status}`, kind, status, 1000, 'usd'])).toBe('ok')
      }
    }
  })

  it('refuses an unknown kind or status, a negative amount and a non-ISO currency', async () => {
    expect(await outcome(insertOrder, ['cs_1', 'gift', 'pending', 1000, 'usd'])).toBe(CHECK)
    expect(await outcome(insertOrder, ['cs_1', 'donation', 'cancelled', 1000, 'usd'])).toBe(CHECK)
    expect(await outcome(insertOrder, ['cs_1', 'donation', 'pending', -1, 'usd'])).toBe(CHECK)
    expect(await outcome(insertOrder, ['cs_1', 'donation', 'pending', 1000, 'USD'])).toBe(CHECK)
  })

  it('keeps one order per Checkout Session and one row per Stripe event', async () => {
    await db.query(insertOrder, ['cs_unique', 'donation', 'pending', 1000, 'usd'])
    expect(await outcome(insertOrder, ['cs_unique', 'cart', 'pending', 500, 'usd'])).toBe(UNIQUE)
    await db.query(`insert into public.stripe_events (id, type) values ('evt_unique', 'checkout.session.completed')`)
    const again = await db.query(
      `insert into public.stripe_events (id, type) values ('evt_unique', 'checkout.session.completed') on conflict (id) do nothing returning id`,
    )
    expect(again.rows).toHaveLength(0)
  })

  it('starts pending with empty metadata and line items, and stamps updated_at on change', async () => {
    const { rows } = await db.query<{ status: string; product_metadata: object; line_items: unknown[] }>(
      `insert into public.orders (stripe_session_id, kind, amount_cents, currency) values ('cs_defaults', 'cart', 100, 'usd')
       returning status, product_metadata, line_items`,
    )
    expect(rows[0]).toEqual({ status: 'pending', product_metadata: {}, line_items: [] })
    // created_at is put far in the past, so the check does not depend on the clock ticking between the insert
    // and the update (both can fall in the same tick). Without the trigger, updated_at would stay in 2020.
    // (Triggers off for that one statement: the trigger itself keeps created_at.)
    await db.exec(`set session_replication_role = replica;
      update public.orders set created_at = '2020-01-01T00:00:00Z', updated_at = '2020-01-01T00:00:00Z'
        where stripe_session_id = 'cs_defaults';
      set session_replication_role = default;`)
    const updated = await db.query<{ stamped: boolean; createdKept: boolean }>(
      `update public.orders set status = 'paid', paid_at = now() where stripe_session_id = 'cs_defaults'
       returning updated_at > '2020-01-02T00:00:00Z'::timestamptz as stamped,
                 created_at = '2020-01-01T00:00:00Z'::timestamptz as "createdKept"`,
    )
    expect(updated.rows[0]).toEqual({ stamped: true, createdKept: true })
  })
})

describe('career_applications', () => {
  const insertApplication = `insert into public.career_applications
    (name, email, phone, position, experience, motivation, resume_file_name, resume_path)
    values ($1, 'ayo@example.org', '555-0100', $2, $3, 'I love teaching children.', 'cv.pdf', 'applications/cv.pdf')`

  it('accepts any position staff open in the CMS, not only the first eight (20261123000100)', async () => {
    expect(
      await outcome(insertApplication, ['Ayo Bello', 'Kiswahili Language Instructor', 'Five years of teaching.']),
    ).toBe('ok')
    expect(
      await outcome(insertApplication, ['Ayo Bello', 'Yoruba Language Instructor', 'Five years of teaching.']),
    ).toBe('ok')
    expect(await outcome(insertApplication, ['Ayo Bello', 'P'.repeat(100), 'Five years of teaching.'])).toBe('ok')
  })

  it('refuses an empty, blank, untrimmed or over-long position', async () => {
    for (const position of ['', '   ', ' Game Designer', 'Game Designer ', 'P'.repeat(101)]) {
      expect(
        await outcome(insertApplication, ['Ayo Bello', position, 'Five years of teaching.']),
        JSON.stringify(position),
      ).toBe(CHECK)
    }
    expect(await outcome(insertApplication, ['Ayo Bello', null, 'Five years of teaching.'])).toBe(NOT_NULL)
  })

  it('has no fixed list of positions left, only the length check', async () => {
    const { rows } = await db.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = 'public.career_applications'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%position%'`,
    )
    expect(rows.map((row) => row.name)).toEqual(['career_applications_position_length'])
    expect(rows[0]?.definition).not.toMatch(/Curriculum Developer/)
  })

  it('refuses experience shorter than 10 characters and a name over 100', async () => {
    expect(await outcome(insertApplication, ['Ayo Bello', 'Game Designer', 'Too short'])).toBe(CHECK)
    expect(await outcome(insertApplication, ['A'.repeat(101), 'Game Designer', 'Five years of teaching.'])).toBe(CHECK)
  })
})
