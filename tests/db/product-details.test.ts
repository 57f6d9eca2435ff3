// 20261128000100_product_details: every product has its own page address and the details the page shows. Rows that
// existed before get a slug from their title (a repeated title keeps the older row's and gives the newer one the id
// after it); rows inserted later without one get theirs the same way; the table refuses a malformed slug, a taken
// one, a page count of zero and preview images without alt text; anyone reads the details, never the file path.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pgliteExecutor } from '@/supabase/scripts/executors'
import { applyMigrations, listMigrations } from '@/supabase/scripts/migrations'
import { asRole, createTestDb, DB_HOOK_TIMEOUT } from '@/supabase/scripts/pglite'

const PRODUCT_DETAILS = '20261128000100'

let db: PGlite

beforeAll(async () => {
  db = await createTestDb({ migrate: false })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

const insert = (columns: string, values: string) =>
  db.query(`insert into public.products (title, description, price, type, created_at${columns}) values ${values}`)

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(sql: string): Promise<string> {
  try {
    await db.query(sql)
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

describe('product details on a catalogue that already has products', () => {
  it('before it, products are listed without slugs', async () => {
    await applyMigrations(pgliteExecutor(db), {
      migrations: listMigrations().filter((migration) => migration.version < PRODUCT_DETAILS),
    })
    await insert(
      '',
      `('Mansa Musa''s Caravan: Math Word Problems', 'Forty problems', 5, 'Workbook', '2026-01-01T00:00:00Z'),
       ('Anansi Tales', 'Six stories', 2.99, 'Reader', '2026-01-02T00:00:00Z'),
       ('Anansi Tales', 'A second printing', 3.5, 'Reader', '2026-01-03T00:00:00Z'),
       ('¡¿…?!', 'A title without letters', 1, 'Card', '2026-01-04T00:00:00Z')`,
    )
    const { rows } = await db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = 'products' and column_name = 'slug'`,
    )
    expect(rows).toEqual([])
  })

  it('after it, each existing product has a slug from its title, the older of two same titles keeping it', async () => {
    await applyMigrations(pgliteExecutor(db), {
      migrations: listMigrations().filter((migration) => migration.version === PRODUCT_DETAILS),
    })
    const { rows } = await db.query<{ id: string; slug: string; format: string; page_count: number | null }>(
      'select id, slug, format, page_count from public.products order by created_at',
    )
    const [mansa, anansi, reprint, symbols] = rows
    expect(mansa).toMatchObject({ slug: 'mansa-musa-s-caravan-math-word-problems', format: 'PDF', page_count: null })
    expect(anansi!.slug).toBe('anansi-tales')
    expect(reprint!.slug).toBe(`anansi-tales-${reprint!.id.slice(0, 8)}`)
    expect(symbols!.slug).toBe('product')
  })

  it('a product inserted without a slug gets one from its title; a taken one gets the id after it', async () => {
    await insert('', `('Benin Bronzes', 'A unit study', 14.99, 'Unit Study', now())`)
    await insert('', `('Benin   Bronzes!', 'Another', 9, 'Unit Study', now())`)
    const { rows } = await db.query<{ id: string; slug: string }>(
      `select id, slug from public.products where title like 'Benin%' order by created_at, title`,
    )
    expect(rows.map((row) => row.slug).sort()).toEqual(
      ['benin-bronzes', `benin-bronzes-${rows.find((row) => row.slug !== 'benin-bronzes')!.id.slice(0, 8)}`].sort(),
    )
  })

  it('refuses a malformed or taken slug, a page count of zero and preview images without alt text', async () => {
    const row = (slug: string, extra = '', values = '') =>
      `insert into public.products (title, description, price, type, slug${extra}) values ('T', 'D', 1, 'Book', '${slug}'${values})`
    expect(await outcome(row('Upper-Case'))).toBe('23514')
    expect(await outcome(row('double--hyphen'))).toBe('23514')
    expect(await outcome(row('-leading'))).toBe('23514')
    expect(await outcome(row('x'.repeat(101)))).toBe('23514')
    expect(await outcome(row('anansi-tales'))).toBe('23505')
    expect(await outcome(row('zero-pages', ', page_count', ', 0'))).toBe('23514')
    expect(await outcome(row('blank-format', ', format', ", ' '"))).toBe('23514')
    for (const images of [
      `'{}'`,
      `'[{"src": "/shop/a.svg", "alt": " "}]'`,
      `'[{"src": "/shop/a.svg"}]'`,
      `'[{"src": "//evil.example/a.svg", "alt": "Cover"}]'`,
      `'[{"src": "http://plain.example/a.svg", "alt": "Cover"}]'`,
      `'["/shop/a.svg"]'`,
    ]) {
      expect(await outcome(row('bad-images', ', preview_images', `, ${images}`)), images).toBe('23514')
    }
    expect(
      await outcome(
        row(
          'good-images',
          ', preview_images, page_count',
          `, '[{"src": "/shop/a.svg", "alt": "Cover"}, {"src": "https://cdn.example/b.png", "alt": "Page 3"}]', 12`,
        ),
      ),
    ).toBe('ok')
  })

  it('anyone reads the details, and get_products_with_ratings returns them; the file path stays private', async () => {
    await db.query(`update public.products set pdf_url = 'private/path.pdf' where slug = 'good-images'`)
    const read = await asRole(db, { role: 'anon' }, async (tx) => {
      const table = await tx.query(
        'select slug, format, page_count, preview_images from public.products where slug = $1',
        ['good-images'],
      )
      const catalogue = await tx.query<Record<string, unknown>>('select * from public.get_products_with_ratings()')
      return { table: table.rows, catalogue: catalogue.rows }
    })
    const images = [
      { src: '/shop/a.svg', alt: 'Cover' },
      { src: 'https://cdn.example/b.png', alt: 'Page 3' },
    ]
    expect(read.table).toEqual([{ slug: 'good-images', format: 'PDF', page_count: 12, preview_images: images }])
    expect(read.catalogue.find((row) => row.slug === 'good-images')).toMatchObject({
      format: 'PDF',
      page_count: 12,
      preview_images: images,
      has_file: true,
      review_count: 0,
    })
    expect(read.catalogue.every((row) => !('pdf_url' in row))).toBe(true)
    const refused = await asRole(db, { role: 'anon' }, (tx) => tx.query('select pdf_url from public.products')).catch(
      (error: { code?: string }) => error.code,
    )
    expect(refused).toBe('42501')
  })
})
