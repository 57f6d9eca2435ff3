// Ratings as the shop reads them: get_product_rating per product, and the one-call catalogue.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, createUser, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

let db: PGlite
let users: TestUser[]
const ids: Record<'reviewed' | 'single' | 'unreviewed', string> = { reviewed: '', single: '', unreviewed: '' }

interface Rating {
  average_rating: string | null
  review_count: number | string
}

async function addProduct(title: string, createdAt: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.products (title, description, price, type, created_at) values ($1, 'Description', 3, 'Worksheet', $2) returning id`,
    [title, createdAt],
  )
  return rows[0]!.id
}

beforeAll(async () => {
  db = await createTestDb()
  users = await Promise.all(['a@example.org', 'b@example.org', 'c@example.org'].map((email) => createUser(db, email)))
  ids.reviewed = await addProduct('Griot Storytelling Cards', '2026-01-02T10:00:00Z')
  ids.single = await addProduct('Nile Fractions Pack', '2026-03-05T10:00:00Z')
  ids.unreviewed = await addProduct('Baobab Science Journal', '2026-02-01T10:00:00Z')
  for (const [user, rating] of [
    [users[0]!, 4],
    [users[1]!, 5],
    [users[2]!, 5],
  ] as const) {
    await asRole(db, { role: 'authenticated', userId: user.id }, (tx) =>
      tx.query('insert into public.product_reviews (product_id, user_id, rating) values ($1, $2, $3)', [
        ids.reviewed,
        user.id,
        rating,
      ]),
    )
  }
  await asRole(db, { role: 'authenticated', userId: users[0]!.id }, (tx) =>
    tx.query('insert into public.product_reviews (product_id, user_id, rating) values ($1, $2, 2)', [
      ids.single,
      users[0]!.id,
    ]),
  )
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

async function ratingAsAnon(productId: string): Promise<Rating[]> {
  return asRole(
    db,
    { role: 'anon' },
    async (tx) => (await tx.query<Rating>('select * from public.get_product_rating($1)', [productId])).rows,
  )
}

describe('get_product_rating', () => {
  it('averages several reviews and counts them (4, 5, 5 -> 4.67 from 3)', async () => {
    const rows = await ratingAsAnon(ids.reviewed)
    expect(rows).toHaveLength(1)
    expect(Number(rows[0]!.average_rating)).toBeCloseTo(14 / 3, 10)
    expect(Number(rows[0]!.average_rating).toFixed(1)).toBe('4.7')
    expect(Number(rows[0]!.review_count)).toBe(3)
  })

  it('answers one row with no average and a count of 0 for a product without reviews', async () => {
    const rows = await ratingAsAnon(ids.unreviewed)
    expect(rows).toEqual([{ average_rating: null, review_count: expect.anything() }])
    expect(Number(rows[0]!.review_count)).toBe(0)
  })

  it('follows a changed review', async () => {
    const user = users[2]!
    await asRole(db, { role: 'authenticated', userId: user.id }, (tx) =>
      tx.query('update public.product_reviews set rating = 2 where product_id = $1 and user_id = $2', [
        ids.reviewed,
        user.id,
      ]),
    )
    const rows = await ratingAsAnon(ids.reviewed)
    expect(Number(rows[0]!.average_rating)).toBeCloseTo(11 / 3, 10)
    await asRole(db, { role: 'authenticated', userId: user.id }, (tx) =>
      tx.query('update public.product_reviews set rating = 5 where product_id = $1 and user_id = $2', [
        ids.reviewed,
        user.id,
      ]),
    )
  })
})

describe('get_products_with_ratings (the shop in one call)', () => {
  interface CatalogueRow extends Rating {
    id: string
    title: string
    price: string
    subjects: string[]
    instant_download: boolean
    created_at: Date
  }

  it('returns every product, newest first, each with its average and count, for anon', async () => {
    const rows = await asRole(
      db,
      { role: 'anon' },
      async (tx) => (await tx.query<CatalogueRow>('select * from public.get_products_with_ratings()')).rows,
    )
    expect(rows.map((row) => row.title)).toEqual([
      'Nile Fractions Pack',
      'Baobab Science Journal',
      'Griot Storytelling Cards',
    ])
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(Number(byId.get(ids.reviewed)!.average_rating)).toBeCloseTo(14 / 3, 10)
    expect(Number(byId.get(ids.reviewed)!.review_count)).toBe(3)
    expect(Number(byId.get(ids.single)!.average_rating)).toBe(2)
    expect(Number(byId.get(ids.single)!.review_count)).toBe(1)
    expect(byId.get(ids.unreviewed)!.average_rating).toBeNull()
    expect(Number(byId.get(ids.unreviewed)!.review_count)).toBe(0)
  })

  it('carries every products column anon may read (not the file path) plus the two rating columns', async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'products'
         and has_column_privilege('anon', 'public.products', column_name, 'select')
       order by ordinal_position`,
    )
    const result = await asRole(db, { role: 'anon' }, (tx) =>
      tx.query('select * from public.get_products_with_ratings() limit 1'),
    )
    expect(result.fields.map((field) => field.name)).toEqual([
      ...rows.map((row) => row.column_name),
      'average_rating',
      'review_count',
    ])
    expect(result.fields.map((field) => field.name)).not.toContain('pdf_url')
  })

  it('agrees with get_product_rating for every product', async () => {
    const catalogue = (await db.query<CatalogueRow>('select * from public.get_products_with_ratings()')).rows
    for (const product of catalogue) {
      const [single] = (await db.query<Rating>('select * from public.get_product_rating($1)', [product.id])).rows
      expect(single!.average_rating).toEqual(product.average_rating)
      expect(Number(single!.review_count)).toBe(Number(product.review_count))
    }
  })
})
