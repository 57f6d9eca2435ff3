// lesson_progress is written by the browser with a free account's session, so the database itself bounds
// what one account can store there: well-formed, bounded names (a course's document id and a lesson's key
// in the CMS) and at most LESSON_CAP rows per account, however the rows arrive (one by one, one big
// statement, or an upsert of lessons already saved).
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, createUser, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

let db: PGlite
let emails = 0

/** The most lessons one account keeps (a course holds at most 60, so room for over 30 whole courses). */
const LESSON_CAP = 2000
const CHECK = '23514'
const CAP_MESSAGE = /at most 2000 completed lessons/

beforeAll(async () => {
  db = await createTestDb()
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

const newLearner = () => createUser(db, `learner${++emails}@example.org`)

/**
 * n distinct lessons (60 per course, as a course holds at most 60), numbered from `from`, inserted in ONE
 * statement by the learner's own session; user_id comes from the column default auth.uid(), as when the
 * site upserts rows without it.
 */
const bulkInsert = `
  insert into public.lesson_progress (course_id, lesson_key)
  select 'course-' || (i / 60), 'lesson-' || i from generate_series($1::int, $1::int + $2::int - 1) as i`

async function asLearner<T>(user: TestUser, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return asRole(db, { role: 'authenticated', userId: user.id, email: user.email }, fn)
}

/** The SQLSTATE and message a statement of the learner fails with, or 'ok' (committed when it succeeds). */
async function attempt(
  user: TestUser,
  sql: string,
  params: unknown[] = [],
): Promise<{ code: string; message: string }> {
  try {
    await asLearner(user, (tx) => tx.query(sql, params))
    return { code: 'ok', message: '' }
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string }
    return { code: code ?? 'unknown', message: message ?? String(error) }
  }
}

async function stored(user: TestUser): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.lesson_progress where user_id = $1',
    [user.id],
  )
  return rows[0]!.n
}

/** A learner with exactly LESSON_CAP lessons saved. */
async function learnerAtCap(): Promise<TestUser> {
  const user = await newLearner()
  expect(await attempt(user, bulkInsert, [1, LESSON_CAP])).toEqual({ code: 'ok', message: '' })
  expect(await stored(user)).toBe(LESSON_CAP)
  return user
}

describe('lesson_progress: at most 2,000 lessons per account', () => {
  it('accepts 2,000 lessons for one account', async () => {
    await learnerAtCap()
  })

  it('refuses the 2,001st lesson with a clear message and keeps the 2,000', async () => {
    const user = await learnerAtCap()
    const result = await attempt(
      user,
      `insert into public.lesson_progress (course_id, lesson_key) values ('course-kiswahili-language-culture', 'one-more')`,
    )
    expect(result.code).toBe(CHECK)
    expect(result.message).toMatch(CAP_MESSAGE)
    expect(await stored(user)).toBe(LESSON_CAP)
  })

  it('refuses one statement of 2,001 lessons as a whole (none of them is stored)', async () => {
    const user = await newLearner()
    const result = await attempt(user, bulkInsert, [1, LESSON_CAP + 1])
    expect(result.code).toBe(CHECK)
    expect(result.message).toMatch(CAP_MESSAGE)
    expect(await stored(user)).toBe(0)
  })

  it('refuses one statement of 50,000 made-up lessons and stores nothing', async () => {
    const user = await newLearner()
    const result = await attempt(user, bulkInsert, [1, 50_000])
    expect(result.code).toBe(CHECK)
    expect(result.message).toMatch(CAP_MESSAGE)
    expect(await stored(user)).toBe(0)
  })

  it('refuses a statement that tops up an account past the cap, and accepts one that fills it exactly', async () => {
    const user = await newLearner()
    expect((await attempt(user, bulkInsert, [1, 1500])).code).toBe('ok')
    expect((await attempt(user, bulkInsert, [1501, 501])).code).toBe(CHECK)
    expect(await stored(user)).toBe(1500)
    expect((await attempt(user, bulkInsert, [1501, 500])).code).toBe('ok')
    expect(await stored(user)).toBe(LESSON_CAP)
  })

  it('still lets an account at the cap save lessons it already has (the sign-in merge and the player upsert them)', async () => {
    const user = await learnerAtCap()
    // As the site sends it: every local lesson again, ignoring duplicates.
    const ignore = await attempt(user, `${bulkInsert} on conflict (user_id, course_id, lesson_key) do nothing`, [
      1,
      LESSON_CAP,
    ])
    expect(ignore).toEqual({ code: 'ok', message: '' })
    const merge = await attempt(
      user,
      `insert into public.lesson_progress (course_id, lesson_key, completed_at) values ('course-0', 'lesson-1', '2026-01-01T00:00:00Z')
       on conflict (user_id, course_id, lesson_key) do update set completed_at = excluded.completed_at`,
    )
    expect(merge).toEqual({ code: 'ok', message: '' })
    const update = await attempt(
      user,
      `update public.lesson_progress set completed_at = now() where course_id = 'course-0'`,
    )
    expect(update).toEqual({ code: 'ok', message: '' })
    expect(await stored(user)).toBe(LESSON_CAP)
    // One genuinely new lesson in the same upsert is still refused, and the whole statement with it.
    const mixed = await attempt(user, `${bulkInsert} on conflict (user_id, course_id, lesson_key) do nothing`, [
      1,
      LESSON_CAP + 1,
    ])
    expect(mixed.code).toBe(CHECK)
    expect(await stored(user)).toBe(LESSON_CAP)
  })

  it('makes room again when the learner clears lessons', async () => {
    const user = await learnerAtCap()
    expect((await attempt(user, `delete from public.lesson_progress where lesson_key = 'lesson-1'`)).code).toBe('ok')
    expect(
      (
        await attempt(
          user,
          `insert into public.lesson_progress (course_id, lesson_key) values ('course-0', 'replacement')`,
        )
      ).code,
    ).toBe('ok')
    expect(await stored(user)).toBe(LESSON_CAP)
  })

  it("counts per account: one account at the cap leaves another account's room untouched", async () => {
    const full = await learnerAtCap()
    const other = await newLearner()
    expect((await attempt(other, bulkInsert, [1, LESSON_CAP])).code).toBe('ok')
    expect(await stored(other)).toBe(LESSON_CAP)
    expect((await attempt(other, bulkInsert, [LESSON_CAP + 1, 1])).code).toBe(CHECK)
    expect(await stored(full)).toBe(LESSON_CAP)
  })

  it('holds the service role to the same cap, also when it moves lessons from one account to another', async () => {
    const full = await learnerAtCap()
    const donor = await newLearner()
    expect((await attempt(donor, bulkInsert, [5000, 10])).code).toBe('ok')
    const serviceInsert = `insert into public.lesson_progress (user_id, course_id, lesson_key) values ($1, 'course-0', 'by-service')`
    await expect(
      asRole(db, { role: 'service_role' }, (tx) => tx.query(serviceInsert, [full.id])),
    ).rejects.toMatchObject({ code: CHECK })
    await expect(
      asRole(db, { role: 'service_role' }, (tx) =>
        tx.query('update public.lesson_progress set user_id = $1 where user_id = $2', [full.id, donor.id]),
      ),
    ).rejects.toMatchObject({ code: CHECK })
    expect(await stored(full)).toBe(LESSON_CAP)
    expect(await stored(donor)).toBe(10)
  })

  it('takes a per-account lock before counting, so two requests at once cannot both squeeze under the cap', async () => {
    // PGlite is one backend, so two sessions cannot race here; what can be checked is that the insert holds
    // an advisory lock for the rest of its transaction (held until commit, so a second request counts after
    // the first one's rows are visible).
    const user = await newLearner()
    const held = await db.transaction(async (tx) => {
      await tx.query(
        `insert into public.lesson_progress (user_id, course_id, lesson_key) values ($1, 'course-0', 'locked')`,
        [user.id],
      )
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
         where locktype = 'advisory' and pid = pg_backend_pid() and granted
           and classid = hashtext('public.lesson_progress')::oid and objid = hashtext($1)::oid and objsubid = 2`,
        [user.id],
      )
      await tx.rollback()
      return rows[0]!.n
    })
    expect(held).toBe(1)
  })
})

describe('lesson_progress: well-formed, bounded names', () => {
  const insertOne = `insert into public.lesson_progress (course_id, lesson_key) values ($1, $2)`

  it('accepts what the site stores: a course document id and a lesson key from the CMS, up to their length limits', async () => {
    const user = await newLearner()
    for (const [course, lesson] of [
      ['course-kiswahili-language-culture', 'greetings'],
      ['course-sat-prep', 'a1B2c3D4e5F6'],
      ['6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'module_1-lesson_2'],
      ['Course.Imported_2026', 'lesson-1'],
      ['c'.repeat(128), 'k'.repeat(64)],
    ] as const) {
      expect(await attempt(user, insertOne, [course, lesson]), `${course} / ${lesson}`).toEqual({
        code: 'ok',
        message: '',
      })
    }
  })

  it('refuses malformed or over-long course ids', async () => {
    const user = await newLearner()
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
      expect((await attempt(user, insertOne, [course, 'greetings'])).code, JSON.stringify(course)).toBe(CHECK)
    }
    expect(await stored(user)).toBe(0)
  })

  it('refuses malformed or over-long lesson keys', async () => {
    const user = await newLearner()
    for (const lesson of ['', 'two words', 'a/b', "o'clock", 'lesson.1', 'lesson\n', 'lección', 'k'.repeat(65)]) {
      expect(
        (await attempt(user, insertOne, ['course-kiswahili-language-culture', lesson])).code,
        JSON.stringify(lesson),
      ).toBe(CHECK)
    }
    expect(await stored(user)).toBe(0)
  })
})
