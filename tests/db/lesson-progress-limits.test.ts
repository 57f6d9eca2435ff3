// lesson_progress is written by the browser with a free account's session, so the database itself bounds
// what can be stored there: well-formed, bounded names (a course's document id and a lesson's key in the CMS)
// and at most LESSON_CAP rows per learner, however the rows arrive (one by one, one big statement, or an
// upsert of lessons already saved). A family account holds up to 8 learners, each with its own room.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, DB_HOOK_TIMEOUT, serveOverSocket, type TestUser } from '@/supabase/scripts/pglite'

import { addLearner, createFamily, rowsOfLearner } from './families'

let db: PGlite
let emails = 0

/** The most lessons one learner keeps (a course holds at most 60, so room for over 30 whole courses). */
const LESSON_CAP = 2000
const CHECK = '23514'
const CAP_MESSAGE = /A learner can keep at most 2000 completed lessons/

beforeAll(async () => {
  db = await createTestDb()
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

/** A learner of a new family account: the parent's session writes the rows, naming the learner. */
interface Learner {
  parent: TestUser
  id: string
}

async function newLearner(): Promise<Learner> {
  const family = await createFamily(db, `parent${++emails}@example.org`)
  return { parent: family.parent, id: family.learners[0]! }
}

/**
 * n distinct lessons (60 per course, as a course holds at most 60), numbered from `from`, inserted in ONE
 * statement by the parent's own session for the learner in $3; user_id comes from the column default
 * auth.uid(), as when the site upserts rows without it.
 */
const bulkInsert = `
  insert into public.lesson_progress (learner_id, course_id, lesson_key)
  select $3::uuid, 'course-' || (i / 60), 'lesson-' || i from generate_series($1::int, $1::int + $2::int - 1) as i`

async function asParent<T>(user: TestUser, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return asRole(db, { role: 'authenticated', userId: user.id, email: user.email }, fn)
}

/** The SQLSTATE and message a statement of the parent fails with, or 'ok' (committed when it succeeds). */
async function attempt(
  learner: Learner,
  sql: string,
  params: unknown[] = [],
): Promise<{ code: string; message: string }> {
  try {
    await asParent(learner.parent, (tx) => tx.query(sql, params))
    return { code: 'ok', message: '' }
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string }
    return { code: code ?? 'unknown', message: message ?? String(error) }
  }
}

/** bulkInsert for this learner. */
const insertLessons = (learner: Learner, from: number, n: number, suffix = '') =>
  attempt(learner, `${bulkInsert} ${suffix}`, [from, n, learner.id])

const stored = (learner: Learner) => rowsOfLearner(db, 'lesson_progress', learner.id)

/** A learner with exactly LESSON_CAP lessons saved. */
async function learnerAtCap(): Promise<Learner> {
  const learner = await newLearner()
  expect(await insertLessons(learner, 1, LESSON_CAP)).toEqual({ code: 'ok', message: '' })
  expect(await stored(learner)).toBe(LESSON_CAP)
  return learner
}

const ON_KEY = 'on conflict (learner_id, course_id, lesson_key)'

describe('lesson_progress: at most 2,000 lessons per learner', () => {
  it('accepts 2,000 lessons for one learner', async () => {
    await learnerAtCap()
  })

  it('refuses the 2,001st lesson with a clear message and keeps the 2,000', async () => {
    const learner = await learnerAtCap()
    const result = await attempt(
      learner,
      `insert into public.lesson_progress (learner_id, course_id, lesson_key) values ($1, 'course-kiswahili-language-culture', 'one-more')`,
      [learner.id],
    )
    expect(result.code).toBe(CHECK)
    expect(result.message).toMatch(CAP_MESSAGE)
    expect(await stored(learner)).toBe(LESSON_CAP)
  })

  it('refuses one statement of 2,001 lessons as a whole (none of them is stored)', async () => {
    const learner = await newLearner()
    const result = await insertLessons(learner, 1, LESSON_CAP + 1)
    expect(result.code).toBe(CHECK)
    expect(result.message).toMatch(CAP_MESSAGE)
    expect(await stored(learner)).toBe(0)
  })

  it('refuses one statement of 50,000 made-up lessons and stores nothing', async () => {
    const learner = await newLearner()
    const result = await insertLessons(learner, 1, 50_000)
    expect(result.code).toBe(CHECK)
    expect(result.message).toMatch(CAP_MESSAGE)
    expect(await stored(learner)).toBe(0)
  })

  it('refuses a statement that tops up a learner past the cap, and accepts one that fills it exactly', async () => {
    const learner = await newLearner()
    expect((await insertLessons(learner, 1, 1500)).code).toBe('ok')
    expect((await insertLessons(learner, 1501, 501)).code).toBe(CHECK)
    expect(await stored(learner)).toBe(1500)
    expect((await insertLessons(learner, 1501, 500)).code).toBe('ok')
    expect(await stored(learner)).toBe(LESSON_CAP)
  })

  it('still lets a learner at the cap save lessons it already has (the sign-in merge and the player upsert them)', async () => {
    const learner = await learnerAtCap()
    // As the site sends it: every local lesson again, ignoring duplicates.
    expect(await insertLessons(learner, 1, LESSON_CAP, `${ON_KEY} do nothing`)).toEqual({ code: 'ok', message: '' })
    const merge = await attempt(
      learner,
      `insert into public.lesson_progress (learner_id, course_id, lesson_key, completed_at) values ($1, 'course-0', 'lesson-1', '2026-01-01T00:00:00Z')
       ${ON_KEY} do update set completed_at = excluded.completed_at`,
      [learner.id],
    )
    expect(merge).toEqual({ code: 'ok', message: '' })
    const update = await attempt(
      learner,
      `update public.lesson_progress set completed_at = now() where course_id = 'course-0'`,
    )
    expect(update).toEqual({ code: 'ok', message: '' })
    expect(await stored(learner)).toBe(LESSON_CAP)
    // One genuinely new lesson in the same upsert is still refused, and the whole statement with it.
    const mixed = await insertLessons(learner, 1, LESSON_CAP + 1, `${ON_KEY} do nothing`)
    expect(mixed.code).toBe(CHECK)
    expect(await stored(learner)).toBe(LESSON_CAP)
  })

  it('makes room again when the learner clears lessons', async () => {
    const learner = await learnerAtCap()
    expect((await attempt(learner, `delete from public.lesson_progress where lesson_key = 'lesson-1'`)).code).toBe('ok')
    const replacement = await attempt(
      learner,
      `insert into public.lesson_progress (learner_id, course_id, lesson_key) values ($1, 'course-0', 'replacement')`,
      [learner.id],
    )
    expect(replacement.code).toBe('ok')
    expect(await stored(learner)).toBe(LESSON_CAP)
  })

  it('counts per learner: a learner at the cap leaves a sibling in the same account its full room', async () => {
    const full = await learnerAtCap()
    const sibling: Learner = { parent: full.parent, id: await addLearner(db, full.parent.id, 'Learner 2') }
    expect((await insertLessons(sibling, 1, LESSON_CAP)).code).toBe('ok')
    expect(await stored(sibling)).toBe(LESSON_CAP)
    expect((await insertLessons(sibling, LESSON_CAP + 1, 1)).code).toBe(CHECK)
    expect(await stored(full)).toBe(LESSON_CAP)
  })

  it("counts per learner: one account's full learner leaves another account's learner untouched", async () => {
    const full = await learnerAtCap()
    const other = await newLearner()
    expect((await insertLessons(other, 1, LESSON_CAP)).code).toBe('ok')
    expect(await stored(other)).toBe(LESSON_CAP)
    expect((await insertLessons(other, LESSON_CAP + 1, 1)).code).toBe(CHECK)
    expect(await stored(full)).toBe(LESSON_CAP)
  })

  it('holds the service role to the same cap, also when it moves lessons from one learner to another', async () => {
    const full = await learnerAtCap()
    const sibling: Learner = { parent: full.parent, id: await addLearner(db, full.parent.id, 'Learner 2') }
    expect((await insertLessons(sibling, 5000, 10)).code).toBe('ok')
    const serviceInsert = `insert into public.lesson_progress (learner_id, user_id, course_id, lesson_key) values ($1, $2, 'course-0', 'by-service')`
    await expect(
      asRole(db, { role: 'service_role' }, (tx) => tx.query(serviceInsert, [full.id, full.parent.id])),
    ).rejects.toMatchObject({ code: CHECK })
    await expect(
      asRole(db, { role: 'service_role' }, (tx) =>
        tx.query('update public.lesson_progress set learner_id = $1 where learner_id = $2', [full.id, sibling.id]),
      ),
    ).rejects.toMatchObject({ code: CHECK })
    // A parent moving a learner's lessons onto a full sibling is refused the same way.
    expect(
      (
        await attempt(full, 'update public.lesson_progress set learner_id = $1 where learner_id = $2', [
          full.id,
          sibling.id,
        ])
      ).code,
    ).toBe(CHECK)
    expect(await stored(full)).toBe(LESSON_CAP)
    expect(await stored(sibling)).toBe(10)
  })

  it('takes a per-learner lock before counting, so two requests at once cannot both squeeze under the cap', async () => {
    // PGlite is one backend, so two sessions cannot race here; what can be checked is that the insert holds
    // an advisory lock for the rest of its transaction (held until commit, so a second request counts after
    // the first one's rows are visible).
    const learner = await newLearner()
    const held = await db.transaction(async (tx) => {
      await tx.query(
        `insert into public.lesson_progress (learner_id, user_id, course_id, lesson_key) values ($1, $2, 'course-0', 'locked')`,
        [learner.id, learner.parent.id],
      )
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
         where locktype = 'advisory' and pid = pg_backend_pid() and granted
           and classid = hashtext('public.lesson_progress')::oid and objid = hashtext($1)::oid and objsubid = 2`,
        [learner.id],
      )
      await tx.rollback()
      return rows[0]!.n
    })
    expect(held).toBe(1)
  })

  it('never ends above 2,000 when two connections save lessons for one learner at once', async () => {
    const learner = await newLearner()
    const socket = await serveOverSocket(db, { maxConnections: 2 })
    const clients = [0, 1].map(() => postgres(socket.url, { max: 1, onnotice: () => {} }))
    try {
      const claims = JSON.stringify({ sub: learner.parent.id, role: 'authenticated' })
      const results = await Promise.allSettled(
        clients.map((sql, client) =>
          sql.begin(async (tx) => {
            await tx`select set_config('request.jwt.claims', ${claims}, true)`
            await tx`set local role authenticated`
            await tx.unsafe(bulkInsert, [1 + client * 5000, 1001, learner.id])
          }),
        ),
      )
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
      expect(await stored(learner)).toBe(1001)
    } finally {
      await Promise.all(clients.map((sql) => sql.end()))
      await socket.close()
    }
  })
})

describe('lesson_progress: well-formed, bounded names', () => {
  const insertOne = `insert into public.lesson_progress (learner_id, course_id, lesson_key) values ($3, $1, $2)`

  it('accepts what the site stores: a course document id and a lesson key from the CMS, up to their length limits', async () => {
    const learner = await newLearner()
    for (const [course, lesson] of [
      ['course-kiswahili-language-culture', 'greetings'],
      ['course-sat-prep', 'a1B2c3D4e5F6'],
      ['6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'module_1-lesson_2'],
      ['Course.Imported_2026', 'lesson-1'],
      ['c'.repeat(128), 'k'.repeat(64)],
    ] as const) {
      expect(await attempt(learner, insertOne, [course, lesson, learner.id]), `${course} / ${lesson}`).toEqual({
        code: 'ok',
        message: '',
      })
    }
  })

  it('refuses malformed or over-long course ids', async () => {
    const learner = await newLearner()
    for (const course of [
      '',
      '-course',
      '.course',
      '_course',
      'course one',
      'course/one',
      'course:one',
      'course\n',
      'kiswahíli',
      'c'.repeat(129),
    ]) {
      expect((await attempt(learner, insertOne, [course, 'greetings', learner.id])).code, JSON.stringify(course)).toBe(
        CHECK,
      )
    }
    expect(await stored(learner)).toBe(0)
  })

  it('refuses malformed or over-long lesson keys', async () => {
    const learner = await newLearner()
    for (const lesson of ['', 'two words', 'a/b', "o'clock", 'lesson.1', 'lesson\n', 'lección', 'k'.repeat(65)]) {
      expect(
        (await attempt(learner, insertOne, ['course-kiswahili-language-culture', lesson, learner.id])).code,
        JSON.stringify(lesson),
      ).toBe(CHECK)
    }
    expect(await stored(learner)).toBe(0)
  })

  it('refuses a row that names no learner', async () => {
    const learner = await newLearner()
    const result = await attempt(
      learner,
      `insert into public.lesson_progress (course_id, lesson_key) values ('course-sat-prep', 'reading-1')`,
    )
    expect(result.code).toBe('23502')
    expect(await stored(learner)).toBe(0)
  })
})
