// The tables match the Postgres model the functions and the site are written against
// (column names, types, nullability, defaults that matter), on a freshly migrated database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { createTestDb, DB_HOOK_TIMEOUT } from '../support/pglite'

let db: PGlite

beforeAll(async () => {
  db = await createTestDb()
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

/** column -> "type" or "type not null" */
async function columns(table: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ name: string; type: string; not_null: boolean }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
     from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
     order by a.attnum`,
    [`public.${table}`],
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.not_null ? `${row.type} not null` : row.type]))
}

describe('schema', () => {
  it('products', async () => {
    expect(await columns('products')).toEqual({
      id: 'uuid not null',
      title: 'text not null',
      description: 'text not null',
      author: 'text',
      price: 'numeric(10,2) not null',
      type: 'text not null',
      subjects: 'text[] not null',
      grades: 'text[] not null',
      image_url: 'text',
      pdf_url: 'text',
      instant_download: 'boolean not null',
      created_at: 'timestamp with time zone not null',
    })
  })

  it('product_reviews', async () => {
    expect(await columns('product_reviews')).toEqual({
      id: 'uuid not null',
      product_id: 'uuid not null',
      user_id: 'uuid not null',
      rating: 'smallint not null',
      review_text: 'text',
      created_at: 'timestamp with time zone not null',
      updated_at: 'timestamp with time zone not null',
    })
  })

  it('orders', async () => {
    expect(await columns('orders')).toEqual({
      id: 'uuid not null',
      stripe_session_id: 'text not null',
      kind: 'text not null',
      status: 'text not null',
      amount_cents: 'integer not null',
      currency: 'text not null',
      email: 'text',
      user_id: 'uuid',
      program_type: 'text',
      product_metadata: 'jsonb not null',
      line_items: 'jsonb not null',
      created_at: 'timestamp with time zone not null',
      updated_at: 'timestamp with time zone not null',
      paid_at: 'timestamp with time zone',
    })
  })

  it('stripe_events', async () => {
    expect(await columns('stripe_events')).toEqual({
      id: 'text not null',
      type: 'text not null',
      received_at: 'timestamp with time zone not null',
    })
  })

  it('career_applications', async () => {
    expect(await columns('career_applications')).toEqual({
      id: 'uuid not null',
      name: 'text not null',
      email: 'text not null',
      phone: 'text not null',
      position: 'text not null',
      experience: 'text not null',
      motivation: 'text not null',
      resume_file_name: 'text not null',
      resume_path: 'text not null',
      created_at: 'timestamp with time zone not null',
    })
  })

  it('the API roles may call the three public functions', async () => {
    const { rows } = await db.query<{ fn: string; anon: boolean; authenticated: boolean; service: boolean }>(
      `select p.proname as fn,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as service
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname like 'get_%' order by 1`,
    )
    expect(rows).toEqual(
      ['get_order_summary', 'get_product_rating', 'get_products_with_ratings'].map((fn) => ({
        fn, anon: true, authenticated: true, service: true,
      })),
    )
  })

  it('creates the private buckets', async () => {
    const { rows } = await db.query('select id, public, file_size_limit from storage.buckets order by id')
    expect(rows).toEqual([
      { id: 'product-files', public: false, file_size_limit: null },
      { id: 'resumes', public: false, file_size_limit: 5242880 },
    ])
  })
})
