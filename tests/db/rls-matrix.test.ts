// RLS matrix: anon, user A, user B and the service role × every table × select/insert/update/delete.
// Each probe runs in its own rolled-back transaction as that role, so cases are independent.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, createUser, DB_HOOK_TIMEOUT, type Actor } from '@/supabase/scripts/pglite'

import { addLearner } from './families'
import { ACTOR_LABEL, probes, PROGRESS, type ActorKey, type World } from './rls-cases'

let db: PGlite
let world: World

async function insertId(sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql, params)
  const id = rows[0]?.id
  if (!id) throw new Error(`no id from: ${sql}`)
  return id
}

beforeAll(async () => {
  db = await createTestDb()
  const a = await createUser(db, 'amara@example.org')
  const b = await createUser(db, 'kwame@example.org')
  const c = await createUser(db, 'nia@example.org')
  const product = await insertId(
    `insert into public.products (title, description, price, type) values ('Adinkra Symbols Workbook', 'Trace and learn', 4.5, 'Workbook') returning id`,
  )
  const freshProduct = await insertId(
    `insert into public.products (title, description, price, type) values ('Kente Pattern Maths', 'Patterns', 6, 'Worksheet') returning id`,
  )
  const downloadProduct = await insertId(
    `insert into public.products (title, description, price, type, instant_download, pdf_url)
     values ('Kiswahili Numbers Sheet', 'Count to ten', 2, 'Worksheet', true, 'sheets/numbers.pdf') returning id`,
  )
  const review = `insert into public.product_reviews (product_id, user_id, rating, review_text) values ($1, $2, $3, $4) returning id`
  const order = `insert into public.orders (stripe_session_id, kind, amount_cents, currency, email, user_id, product_metadata)
                 values ($1, 'instant_download', 450, 'usd', $2, $3, $4) returning id`
  world = {
    learnerA: await addLearner(db, a.id, 'Amani'),
    learnerB: await addLearner(db, b.id, 'Kofi'),
    newLearnerA: await addLearner(db, a.id, 'Thandi'),
    userA: a.id,
    userB: b.id,
    userC: c.id,
    product,
    freshProduct,
    downloadProduct,
    reviewA: await insertId(review, [product, a.id, 5, 'My daughter loved it.']),
    reviewB: await insertId(review, [product, b.id, 3, null]),
    orderA: await insertId(order, ['cs_test_a', a.email, a.id, JSON.stringify({ productId: product })]),
    orderB: await insertId(order, ['cs_test_b', b.email, b.id, JSON.stringify({ productId: product })]),
    guestOrder: await insertId(order, [
      'cs_test_guest',
      'guest@example.org',
      null,
      JSON.stringify({ productId: product }),
    ]),
    event: (
      await db.query<{ id: string }>(
        `insert into public.stripe_events (id, type) values ('evt_1', 'checkout.session.completed') returning id`,
      )
    ).rows[0]!.id,
    application: await insertId(
      `insert into public.career_applications (name, email, phone, position, experience, motivation, resume_file_name, resume_path)
       values ('Zawadi Mensah', 'zawadi@example.org', '555 0100', 'Game Designer', 'Built three learning games.', 'Games teach history well.', 'cv.pdf', 'a/cv.pdf') returning id`,
    ),
    object: await insertId(
      `insert into storage.objects (bucket_id, name) values ('product-files', 'adinkra/workbook.pdf') returning id`,
    ),
  }
  const progress =
    'insert into public.lesson_progress (learner_id, user_id, course_id, lesson_key) values ($1, $2, $3, $4)'
  await db.query(progress, [world.learnerA, a.id, PROGRESS.course, PROGRESS.lessonA])
  await db.query(progress, [world.learnerB, b.id, PROGRESS.course, PROGRESS.lessonB])
  const writing = `insert into public.writing_submissions (learner_id, user_id, course_id, lesson_key, body, word_count)
                   values ($1, $2, $3, $4, $5, $6)`
  await db.query(writing, [
    world.learnerA,
    a.id,
    PROGRESS.course,
    PROGRESS.writingA,
    'Our village sits beside a river where the women sing.',
    10,
  ])
  await db.query(writing, [world.learnerB, b.id, PROGRESS.course, PROGRESS.writingB, 'My grandfather keeps bees.', 4])
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

function actorFor(key: ActorKey): Actor {
  switch (key) {
    case 'anon':
      return { role: 'anon' }
    case 'userA':
      return { role: 'authenticated', userId: world.userA, email: 'amara@example.org' }
    case 'userB':
      return { role: 'authenticated', userId: world.userB, email: 'kwame@example.org' }
    case 'service':
      return { role: 'service_role' }
  }
}

/** Did the operation take effect for this actor? Refusals are 42501 errors or zero rows. */
async function tookEffect(key: ActorKey, probe: (typeof probes)[number]): Promise<boolean> {
  const actor = actorFor(key)
  return asRole(
    db,
    actor,
    async (tx) => {
      try {
        return (await probe.run(tx, world, actor.userId ?? null)) > 0
      } catch (error) {
        if ((error as { code?: string }).code === '42501') return false
        throw error
      }
    },
    { rollback: true },
  )
}

const actors: ActorKey[] = ['anon', 'userA', 'userB', 'service']

describe('RLS matrix', () => {
  for (const probe of probes) {
    describe(`${probe.table} ${probe.operation}`, () => {
      for (const key of actors) {
        const expected = probe.allowed[key]
        it(`${ACTOR_LABEL[key]} ${expected ? 'can' : 'cannot'} ${probe.action}`, async () => {
          expect(await tookEffect(key, probe)).toBe(expected)
        })
      }
    })
  }
})

describe('RLS coverage', () => {
  it('every public table has RLS on and a select/insert/update/delete probe in the matrix', async () => {
    const { rows } = await db.query<{ table: string; rls: boolean }>(
      `select c.relname as table, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    )
    expect(rows.map((row) => row.table)).toEqual([
      'career_applications',
      'learners',
      'lesson_progress',
      'orders',
      'product_reviews',
      'products',
      'stripe_events',
      'writing_submissions',
    ])
    for (const row of rows) {
      expect(row.rls, row.table).toBe(true)
      const operations = new Set(probes.filter((probe) => probe.table === row.table).map((probe) => probe.operation))
      expect([...operations].sort(), row.table).toEqual(['delete', 'insert', 'select', 'update'])
    }
  })

  it('every policy names its roles (none applies to PUBLIC)', async () => {
    const { rows } = await db.query<{ policyname: string; roles: string[] }>(
      `select policyname, roles from pg_policies where schemaname = 'public'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.roles, row.policyname).not.toContain('public')
      expect(row.roles.length, row.policyname).toBeGreaterThan(0)
    }
  })

  it(`runs ${probes.length * actors.length} role × table × operation cases, each probe proven live by the service role`, () => {
    // The service role bypasses RLS, so a probe it cannot complete would be a broken probe and every
    // "cannot" answer for that probe would prove nothing.
    expect(probes.every((probe) => probe.allowed.service)).toBe(true)
    expect(probes.length * actors.length).toBeGreaterThanOrEqual(8 * 4 * 4)
  })
})
