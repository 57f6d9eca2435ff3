// Who wrote a review stays private: product_reviews.user_id would link one family's reviews across the
// whole shop, and nothing the public sees needs it. Anyone reads what the reviews dialog shows (rating,
// text, date); only the author (and the service role) reads the author of a review; the author still
// finds, upserts and changes their own review; the ratings still count every review.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, createUser, DB_HOOK_TIMEOUT, type Actor, type TestUser } from '@/supabase/scripts/pglite'

let db: PGlite
let author: TestUser
let other: TestUser
let productId: string
let emptyProductId: string
const reviewIds: Record<'author' | 'other', string> = { author: '', other: '' }

const anon: Actor = { role: 'anon' }
const asUser = (user: TestUser): Actor => ({ role: 'authenticated', userId: user.id, email: user.email })

/** The statement PostgREST builds for supabase-js `.upsert(row, { onConflict: 'product_id,user_id' })`. */
const siteUpsert = `insert into public.product_reviews (product_id, user_id, rating, review_text) values ($1, $2, $3, $4)
                    on conflict (product_id, user_id) do update set product_id = excluded.product_id,
                      user_id = excluded.user_id, rating = excluded.rating, review_text = excluded.review_text`

/** Runs fn as the actor in a rolled-back transaction; answers its rows, or the SQLSTATE it failed with. */
async function probe<Row>(actor: Actor, fn: (tx: Transaction) => Promise<{ rows: Row[] }>): Promise<Row[] | string> {
  try {
    return await asRole(db, actor, async (tx) => (await fn(tx)).rows, { rollback: true })
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

beforeAll(async () => {
  db = await createTestDb()
  author = await createUser(db, 'author@example.org')
  other = await createUser(db, 'other@example.org')
  const { rows } = await db.query<{ id: string }>(
    `insert into public.products (title, description, price, type, created_at) values
       ('Adinkra Symbols Workbook', 'Trace and learn', 4.5, 'Workbook', '2026-01-01T00:00:00Z'),
       ('Kente Pattern Maths', 'Patterns', 6, 'Worksheet', '2026-02-01T00:00:00Z') returning id`,
  )
  productId = rows[0]!.id
  emptyProductId = rows[1]!.id
  await asRole(db, asUser(author), (tx) => tx.query(siteUpsert, [productId, author.id, 5, 'Our daughter loved it.']))
  await asRole(db, asUser(other), (tx) => tx.query(siteUpsert, [productId, other.id, 2, null]))
  const ids = await db.query<{ id: string; user_id: string }>('select id, user_id from public.product_reviews')
  reviewIds.author = ids.rows.find((row) => row.user_id === author.id)!.id
  reviewIds.other = ids.rows.find((row) => row.user_id === other.id)!.id
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

describe('product_reviews.user_id is not public', () => {
  // Every way a query could name the column: directly, through *, a whole-row value, a filter, an order, a count.
  const leaks: Array<[string, string]> = [
    ['select user_id', 'select user_id from public.product_reviews'],
    ['select *', 'select * from public.product_reviews'],
    ['a whole-row value', 'select to_jsonb(r) from public.product_reviews r'],
    ['a filter on user_id', 'select id from public.product_reviews where user_id = $1'],
    ['an order by user_id', 'select id from public.product_reviews order by user_id'],
    ['a count of authors', 'select count(distinct user_id) from public.product_reviews'],
  ]

  for (const [label, sql] of leaks) {
    it(`anon cannot get it through ${label}`, async () => {
      const params = sql.includes('$1') ? [author.id] : []
      expect(await probe(anon, (tx) => tx.query(sql, params))).toBe('42501')
    })
  }

  it("another signed-in user cannot read the author's user_id, in any form: they see their own review only", async () => {
    const mine = [reviewIds.other]
    for (const [label, sql] of leaks) {
      const params = sql.includes('$1') ? [author.id] : []
      const result = await probe<Record<string, unknown>>(asUser(other), (tx) => tx.query(sql, params))
      expect(JSON.stringify(result), label).not.toContain(author.id)
      expect(JSON.stringify(result), label).not.toContain(reviewIds.author)
    }
    const answers = async (sql: string, params: unknown[] = []) =>
      probe<Record<string, unknown>>(asUser(other), (tx) => tx.query(sql, params))
    expect(await answers('select user_id from public.product_reviews')).toEqual([{ user_id: other.id }])
    expect((await answers('select * from public.product_reviews')) as unknown[]).toHaveLength(1)
    expect(await answers('select id from public.product_reviews where user_id = $1', [author.id])).toEqual([])
    expect(await answers('select id from public.product_reviews order by user_id')).toEqual(mine.map((id) => ({ id })))
    expect(await answers('select count(distinct user_id)::int as n from public.product_reviews')).toEqual([{ n: 1 }])
    expect(await answers('select user_id from public.product_reviews where id = $1', [reviewIds.author])).toEqual([])
  })

  it('no function the API roles can call answers a user_id', async () => {
    const { rows } = await db.query<{ fn: string }>(
      `select p.proname as fn
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proargnames is not null and 'user_id' = any(p.proargnames)
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`,
    )
    expect(rows).toEqual([])
  })
})

describe('what the reviews dialog shows stays public', () => {
  interface Listed {
    id: string
    rating: number
    review_text: string | null
    created_at: Date
  }

  for (const [who, actor] of [
    ['anon', anon],
    ['a signed-in user', null],
  ] as const) {
    it(`${who} lists every review of a product (rating, text, date; newest first) with get_product_reviews`, async () => {
      const result = await asRole(db, actor ?? asUser(other), (tx) =>
        tx.query<Listed>('select * from public.get_product_reviews($1)', [productId]),
      )
      expect(result.fields.map((field) => field.name)).toEqual(['id', 'rating', 'review_text', 'created_at'])
      expect(result.rows.map((row) => [row.id, row.rating, row.review_text])).toEqual([
        [reviewIds.other, 2, null],
        [reviewIds.author, 5, 'Our daughter loved it.'],
      ])
      const none = await asRole(db, actor ?? asUser(other), (tx) =>
        tx.query('select * from public.get_product_reviews($1)', [emptyProductId]),
      )
      expect(none.rows).toEqual([])
    })
  }

  it("anon still reads a review's public columns from the table (not who wrote it)", async () => {
    const rows = await probe<{ id: string }>(anon, (tx) =>
      tx.query(
        'select id, product_id, rating, review_text, created_at, updated_at from public.product_reviews where product_id = $1',
        [productId],
      ),
    )
    expect(Array.isArray(rows) && rows.map((row) => row.id).sort()).toEqual([reviewIds.author, reviewIds.other].sort())
  })
})

describe('the author still finds and changes their own review', () => {
  it('finds it by product and user, as the site filters it', async () => {
    const rows = await probe<{ id: string; user_id: string; rating: number }>(asUser(author), (tx) =>
      tx.query('select id, user_id, rating from public.product_reviews where product_id = $1 and user_id = $2', [
        productId,
        author.id,
      ]),
    )
    expect(rows).toEqual([{ id: reviewIds.author, user_id: author.id, rating: 5 }])
  })

  it("upserts it again with onConflict 'product_id,user_id' (one review, changed) and updates it by id", async () => {
    const changed = await probe<{ id: string; rating: number; review_text: string }>(asUser(author), async (tx) => {
      await tx.query(siteUpsert, [productId, author.id, 4, 'Still a favourite.'])
      await tx.query('update public.product_reviews set review_text = $2 where id = $1', [
        reviewIds.author,
        'Still a favourite!',
      ])
      return tx.query(
        'select id, rating, review_text from public.product_reviews where product_id = $1 and user_id = $2',
        [productId, author.id],
      )
    })
    expect(changed).toEqual([{ id: reviewIds.author, rating: 4, review_text: 'Still a favourite!' }])
  })

  it("another user still cannot overwrite the author's review through the upsert", async () => {
    expect(await probe(asUser(other), (tx) => tx.query(siteUpsert, [productId, author.id, 1, 'Hijacked']))).toBe(
      '42501',
    )
  })
})

describe('ratings still count every review, whoever asks', () => {
  interface Rating {
    average_rating: string | null
    review_count: string | number
  }

  for (const [who, actorOf] of [
    ['anon', () => anon],
    ['the author', () => asUser(author)],
    ['another signed-in user', () => asUser(other)],
  ] as const) {
    it(`${who}: get_product_rating and get_products_with_ratings average both reviews (5 and 2)`, async () => {
      const single = await asRole(db, actorOf(), (tx) =>
        tx.query<Rating>('select * from public.get_product_rating($1)', [productId]),
      )
      expect(Number(single.rows[0]!.average_rating)).toBe(3.5)
      expect(Number(single.rows[0]!.review_count)).toBe(2)
      const all = await asRole(db, actorOf(), (tx) =>
        tx.query<Rating & { id: string }>('select * from public.get_products_with_ratings()'),
      )
      const row = all.rows.find((candidate) => candidate.id === productId)!
      expect(Number(row.average_rating)).toBe(3.5)
      expect(Number(row.review_count)).toBe(2)
    })
  }
})
