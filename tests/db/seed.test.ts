// The catalogue: the fixture the site reads in local mode, seed.sql generated from it, and the rows a
// seeded database holds — all the same products.
import { readFileSync } from 'node:fs'

import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fixtureProducts, type FixtureProduct } from '@/lib/commerce/products-fixture'
import { PRODUCT_GRADES, PRODUCT_SUBJECTS } from '@/lib/commerce/products-taxonomy'
import { seedPath } from '@/supabase/scripts/migrations'
import { asRole, createTestDb, DB_HOOK_TIMEOUT } from '@/supabase/scripts/pglite'
import { renderSeedSql } from '@/supabase/scripts/seed-sql'

describe('product fixture', () => {
  it('has at least 12 products with unique ids and titles', () => {
    expect(fixtureProducts.length).toBeGreaterThanOrEqual(12)
    expect(new Set(fixtureProducts.map((product) => product.id)).size).toBe(fixtureProducts.length)
    expect(new Set(fixtureProducts.map((product) => product.title)).size).toBe(fixtureProducts.length)
  })

  it('covers every subject filter and every grade filter of the shop', () => {
    const subjects = new Set(fixtureProducts.flatMap((product) => product.subjects))
    const grades = new Set(fixtureProducts.flatMap((product) => product.grades))
    expect([...PRODUCT_SUBJECTS].filter((subject) => !subjects.has(subject))).toEqual([])
    expect([...PRODUCT_GRADES].filter((grade) => !grades.has(grade))).toEqual([])
  })

  it('fills all four price bands, with a free item and items at exactly $5.00 and $10.00', () => {
    const prices = fixtureProducts.map((product) => product.price)
    expect(prices.filter((price) => price < 5).length).toBeGreaterThanOrEqual(2)
    expect(prices.filter((price) => price >= 5 && price <= 10).length).toBeGreaterThanOrEqual(2)
    expect(prices.filter((price) => price > 10).length).toBeGreaterThanOrEqual(2)
    expect(prices).toEqual(expect.arrayContaining([0, 5, 10]))
  })

  it('has several instant downloads, each with a file path in the private bucket', () => {
    const downloads = fixtureProducts.filter((product) => product.instant_download)
    expect(downloads.length).toBeGreaterThanOrEqual(3)
    for (const product of downloads) expect(product.pdf_url).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+\.pdf$/)
    expect(fixtureProducts.some((product) => !product.instant_download)).toBe(true)
  })

  it('is listed newest first', () => {
    const times = fixtureProducts.map((product) => Date.parse(product.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})

describe('supabase/seed.sql', () => {
  it('is exactly what `npm run db:seed-sql` generates from the fixture', () => {
    expect(readFileSync(seedPath, 'utf8') === renderSeedSql(fixtureProducts)).toBe(true)
  })

  it('escapes quotes in titles', () => {
    expect(renderSeedSql(fixtureProducts)).toContain(`'Mansa Musa''s Caravan: Math Word Problems'`)
  })
})

describe('a seeded database', () => {
  let db: PGlite

  beforeAll(async () => {
    db = await createTestDb({ seed: true })
  }, DB_HOOK_TIMEOUT)

  afterAll(async () => {
    await db.close()
  })

  interface ProductRow extends Omit<FixtureProduct, 'price' | 'created_at'> {
    price: string
    created_at: Date
  }

  const asFixture = (row: ProductRow): FixtureProduct => ({
    ...row,
    price: Number(row.price),
    created_at: row.created_at.toISOString(),
  })

  it('holds exactly the fixture rows, in the order the shop reads them (created_at desc)', async () => {
    // The service role: anon may not read pdf_url (the private file's path).
    const { rows } = await asRole(db, { role: 'service_role' }, (tx) =>
      tx.query<ProductRow>(
        `select id, title, slug, description, author, price, type, subjects, grades, image_url, pdf_url, instant_download,
                created_at, format, page_count, preview_images
         from public.products order by created_at desc`,
      ),
    )
    expect(rows.map(asFixture)).toEqual(fixtureProducts)
  })

  it('lists the same catalogue through get_products_with_ratings, with no ratings yet', async () => {
    const { rows } = await asRole(db, { role: 'anon' }, (tx) =>
      tx.query<{ id: string; has_file: boolean; average_rating: string | null; review_count: string }>(
        'select * from public.get_products_with_ratings()',
      ),
    )
    expect(rows.map((row) => row.id)).toEqual(fixtureProducts.map((product) => product.id))
    expect(rows.map((row) => row.has_file)).toEqual(fixtureProducts.map((product) => product.pdf_url !== null))
    expect(rows.every((row) => row.average_rating === null && Number(row.review_count) === 0)).toBe(true)
  })

  it('leaves the rows unchanged when the seed runs again', async () => {
    const before = await db.query('select * from public.products order by id')
    await db.exec(readFileSync(seedPath, 'utf8'))
    const after = await db.query('select * from public.products order by id')
    expect(after.rows).toEqual(before.rows)
  })
})
