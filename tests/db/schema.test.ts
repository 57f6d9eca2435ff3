// The tables match the Postgres model the functions and the site are written against
// (column names, types, nullability, defaults that matter), on a freshly migrated database.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDb, DB_HOOK_TIMEOUT } from '@/supabase/scripts/pglite'

import { pgliteExecutor } from '../../supabase/scripts/executors'
import { applyMigrations } from '../../supabase/scripts/migrations'

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
      has_file: 'boolean not null',
      slug: 'text not null',
      format: 'text not null',
      page_count: 'integer',
      preview_images: 'jsonb not null',
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
      stripe_payment_intent_id: 'text',
      children: 'jsonb not null',
      children_claimed_at: 'timestamp with time zone',
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
      email_key: 'text',
      client_address: 'text',
    })
  })

  it('learners', async () => {
    expect(await columns('learners')).toEqual({
      id: 'uuid not null',
      parent_id: 'uuid not null',
      display_name: 'text not null',
      grade_band: 'text',
      avatar: 'text not null',
      created_at: 'timestamp with time zone not null',
    })
  })

  it('lesson_progress', async () => {
    expect(await columns('lesson_progress')).toEqual({
      user_id: 'uuid not null',
      lesson_key: 'text not null',
      completed_at: 'timestamp with time zone',
      course_id: 'text not null',
      best_correct: 'smallint',
      best_total: 'smallint',
      learner_id: 'uuid not null',
    })
  })

  it('writing_submissions', async () => {
    expect(await columns('writing_submissions')).toEqual({
      learner_id: 'uuid not null',
      user_id: 'uuid not null',
      course_id: 'text not null',
      lesson_key: 'text not null',
      body: 'text not null',
      word_count: 'integer not null',
      submitted_at: 'timestamp with time zone not null',
    })
  })

  it('the API roles may call the four public functions', async () => {
    const { rows } = await db.query<{ fn: string; anon: boolean; authenticated: boolean; service: boolean }>(
      `select p.proname as fn,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as service
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname like 'get_%' order by 1`,
    )
    expect(rows).toEqual(
      ['get_order_summary', 'get_product_rating', 'get_product_reviews', 'get_products_with_ratings'].map((fn) => ({
        fn,
        anon: true,
        authenticated: true,
        service: true,
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

  it('forces both buckets private even when they already existed as public', async () => {
    const fresh = await createTestDb({ migrate: false })
    try {
      await fresh.query(
        `insert into storage.buckets (id, name, public) values ('product-files', 'product-files', true), ('resumes', 'resumes', true)`,
      )
      await applyMigrations(pgliteExecutor(fresh), { seed: false })
      const { rows } = await fresh.query('select id, public from storage.buckets order by id')
      expect(rows).toEqual([
        { id: 'product-files', public: false },
        { id: 'resumes', public: false },
      ])
    } finally {
      await fresh.close()
    }
  })
})

/** The columns a role holds a privilege on (column grants or a table grant). */
async function columnsWith(role: string, table: string, privilege: 'select' | 'insert' | 'update'): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
       and has_column_privilege($2, a.attrelid, a.attnum, $3)
     order by a.attnum`,
    [`public.${table}`, role, privilege],
  )
  return rows.map((row) => row.name)
}

describe('column privileges of the API roles', () => {
  const productColumnsButPath = [
    'id',
    'title',
    'description',
    'author',
    'price',
    'type',
    'subjects',
    'grades',
    'image_url',
    'instant_download',
    'created_at',
    'has_file',
    'slug',
    'format',
    'page_count',
    'preview_images',
  ]

  it("products: anon and signed-in users read every column but the paid file's storage path", async () => {
    for (const role of ['anon', 'authenticated']) {
      expect(await columnsWith(role, 'products', 'select'), role).toEqual(productColumnsButPath)
      expect(await columnsWith(role, 'products', 'insert'), role).toEqual([])
      expect(await columnsWith(role, 'products', 'update'), role).toEqual([])
    }
    expect(await columnsWith('service_role', 'products', 'select')).toContain('pdf_url')
  })

  it('product_reviews: a signed-in user writes the review, never its id or timestamps', async () => {
    expect(await columnsWith('authenticated', 'product_reviews', 'insert')).toEqual([
      'product_id',
      'user_id',
      'rating',
      'review_text',
    ])
    // product_id and user_id only because PostgREST's upsert sets every sent column in DO UPDATE SET;
    // a trigger refuses any change of either (tests/db/constraints.test.ts).
    expect(await columnsWith('authenticated', 'product_reviews', 'update')).toEqual([
      'product_id',
      'user_id',
      'rating',
      'review_text',
    ])
    expect(await columnsWith('anon', 'product_reviews', 'insert')).toEqual([])
    expect(await columnsWith('anon', 'product_reviews', 'update')).toEqual([])
  })

  it('learners: a signed-in parent renames a learner and changes its grade band and avatar, never its owner or id', async () => {
    expect(await columnsWith('authenticated', 'learners', 'update')).toEqual(['display_name', 'grade_band', 'avatar'])
    for (const privilege of ['select', 'insert', 'update'] as const) {
      expect(await columnsWith('anon', 'learners', privilege), privilege).toEqual([])
      expect(await columnsWith('anon', 'writing_submissions', privilege), privilege).toEqual([])
    }
  })

  it('product_reviews: anon reads every column but the author (user_id); signed-in users read only their own rows (RLS)', async () => {
    expect(await columnsWith('anon', 'product_reviews', 'select')).toEqual([
      'id',
      'product_id',
      'rating',
      'review_text',
      'created_at',
      'updated_at',
    ])
    // Every column, user_id included, because the author's upsert names it as its conflict target; the
    // select policy limits these reads to the caller's own reviews.
    expect(await columnsWith('authenticated', 'product_reviews', 'select')).toEqual([
      'id',
      'product_id',
      'user_id',
      'rating',
      'review_text',
      'created_at',
      'updated_at',
    ])
  })
})
