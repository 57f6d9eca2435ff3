// 20261126000100_lesson_progress_scores: a lesson_progress row may hold an exercise's best score, with or without
// a completion; what a row recorded is never lost (the earlier completion and the better score win whatever an
// upsert sends); the rows kept before it read as they were.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pgliteExecutor } from '@/supabase/scripts/executors'
import { applyMigrations, listMigrations } from '@/supabase/scripts/migrations'
import { createTestDb, createUser, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

import { addLearner, asParent, codeOf, createFamily } from './families'

const SCORES = '20261126000100'
const COURSE = 'course-kiswahili-language-culture'
const CHECK = '23514'

let db: PGlite
let emails = 0

beforeAll(async () => {
  db = await createTestDb({ migrate: false })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

interface Row {
  lesson_key: string
  completed_at: string | null
  best_correct: number | null
  best_total: number | null
}

/** A learner of a new family account, whose rows the parent's session writes. */
interface Learner {
  parent: TestUser
  id: string
}

async function newLearner(): Promise<Learner> {
  const family = await createFamily(db, `parent${++emails}@example.org`)
  return { parent: family.parent, id: family.learners[0]! }
}

/** The rows of a learner, or of every learner of an account when given the parent. */
async function rowsOf(owner: Learner | TestUser): Promise<Row[]> {
  const column = 'parent' in owner ? 'learner_id' : 'user_id'
  const { rows } = await db.query<Omit<Row, 'completed_at'> & { completed_at: Date | null }>(
    `select lesson_key, completed_at, best_correct, best_total from public.lesson_progress
     where ${column} = $1 order by lesson_key`,
    [owner.id],
  )
  return rows.map((row) => ({ ...row, completed_at: row.completed_at?.toISOString() ?? null }))
}

/** A statement run by the parent's own session for one of their learners. */
const asLearner = (learner: Learner, sql: string, params: unknown[] = []) => asParent(db, learner.parent, sql, params)

/**
 * What the site sends (supabase-js `upsert` with on_conflict, every column named: a missing one would be null):
 * one row of (lesson, completed at, correct, total) for the learner.
 */
const upsert = (learner: Learner, lesson: string, at: string | null, correct: number | null, total: number | null) =>
  asLearner(
    learner,
    `insert into public.lesson_progress (learner_id, course_id, lesson_key, completed_at, best_correct, best_total)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (learner_id, course_id, lesson_key) do update set
       completed_at = excluded.completed_at, best_correct = excluded.best_correct, best_total = excluded.best_total`,
    [learner.id, COURSE, lesson, at, correct, total],
  )

describe('lesson progress with exercise scores', () => {
  let earlier: TestUser

  it('keeps the completions recorded before scores were kept, with no score', async () => {
    await applyMigrations(pgliteExecutor(db), {
      migrations: listMigrations().filter((migration) => migration.version < SCORES),
    })
    earlier = await createUser(db, 'imani@example.org')
    await db.query(
      `insert into public.lesson_progress (user_id, course_id, lesson_key, completed_at)
       values ($1, $2, 'greetings', '2026-01-05T10:00:00Z'), ($1, $2, 'exercise', '2026-01-06T10:00:00Z')`,
      [earlier.id, COURSE],
    )
    await applyMigrations(pgliteExecutor(db))
    expect(await rowsOf(earlier)).toEqual([
      { lesson_key: 'exercise', completed_at: '2026-01-06T10:00:00.000Z', best_correct: null, best_total: null },
      { lesson_key: 'greetings', completed_at: '2026-01-05T10:00:00.000Z', best_correct: null, best_total: null },
    ])
  })

  it('records 1 of 4 as a score with no completion, then the completion of a passing attempt', async () => {
    const learner = await newLearner()
    await upsert(learner, 'ex', null, 1, 4)
    expect(await rowsOf(learner)).toEqual([{ lesson_key: 'ex', completed_at: null, best_correct: 1, best_total: 4 }])
    await upsert(learner, 'ex', '2026-02-01T09:00:00Z', 3, 4)
    expect(await rowsOf(learner)).toEqual([
      { lesson_key: 'ex', completed_at: '2026-02-01T09:00:00.000Z', best_correct: 3, best_total: 4 },
    ])
  })

  it('never lowers a best score nor moves a completion later, whatever an upsert sends', async () => {
    const learner = await newLearner()
    await upsert(learner, 'ex', '2026-02-01T09:00:00Z', 3, 4)
    // Another device that only knows a worse attempt, or only a later completion without a score.
    await upsert(learner, 'ex', '2026-03-01T09:00:00Z', 1, 4)
    await upsert(learner, 'ex', '2026-04-01T09:00:00Z', null, null)
    // An equal share out of more scenarios keeps the one recorded.
    await upsert(learner, 'ex', null, 6, 8)
    expect(await rowsOf(learner)).toEqual([
      { lesson_key: 'ex', completed_at: '2026-02-01T09:00:00.000Z', best_correct: 3, best_total: 4 },
    ])
    // A better attempt and an earlier completion (from a device that was offline) are taken.
    await upsert(learner, 'ex', '2026-01-15T09:00:00Z', 4, 4)
    expect(await rowsOf(learner)).toEqual([
      { lesson_key: 'ex', completed_at: '2026-01-15T09:00:00.000Z', best_correct: 4, best_total: 4 },
    ])
    // A plain update is held to the same rule; clearing progress is a delete.
    await asLearner(learner, `update public.lesson_progress set best_correct = 0, completed_at = now()`)
    expect((await rowsOf(learner))[0]).toMatchObject({ completed_at: '2026-01-15T09:00:00.000Z', best_correct: 4 })
    await asLearner(learner, `delete from public.lesson_progress`)
    expect(await rowsOf(learner)).toEqual([])
  })

  it('still takes a completion as the earlier site sends it: a time, duplicates ignored, or no time at all', async () => {
    const learner = await newLearner()
    await asLearner(
      learner,
      `insert into public.lesson_progress (learner_id, course_id, lesson_key, completed_at)
       values ($1, $2, 'read', '2026-01-01T00:00:00Z')
       on conflict (learner_id, course_id, lesson_key) do nothing`,
      [learner.id, COURSE],
    )
    await asLearner(
      learner,
      `insert into public.lesson_progress (learner_id, course_id, lesson_key) values ($1, $2, 'watch')`,
      [learner.id, COURSE],
    )
    const rows = await rowsOf(learner)
    expect(rows.map((row) => [row.lesson_key, row.completed_at !== null, row.best_total])).toEqual([
      ['read', true, null],
      ['watch', true, null],
    ])
  })

  it('refuses scores that cannot be, and a row that records nothing', async () => {
    const learner = await newLearner()
    for (const [correct, total] of [
      [5, 4],
      [-1, 4],
      [0, 0],
      [1, 101],
      [1, null],
      [null, 4],
    ] as const) {
      expect(await codeOf(upsert(learner, `ex-${String(correct)}-${String(total)}`, null, correct, total))).toBe(CHECK)
    }
    expect(await codeOf(upsert(learner, 'nothing', null, null, null))).toBe(CHECK)
    expect(await codeOf(upsert(learner, 'ok', null, 0, 4))).toBe('ok')
    expect(await rowsOf(learner)).toEqual([{ lesson_key: 'ok', completed_at: null, best_correct: 0, best_total: 4 }])
  })

  it("never touches another account's row: a score sent for the same lesson makes the sender's own row", async () => {
    const a = await newLearner()
    const b = await newLearner()
    await upsert(a, 'ex', null, 1, 4)
    await upsert(b, 'ex', null, 4, 4)
    expect((await rowsOf(a))[0]).toMatchObject({ best_correct: 1, best_total: 4 })
    expect((await rowsOf(b))[0]).toMatchObject({ best_correct: 4, best_total: 4 })
    const updated = await asLearner(b, `update public.lesson_progress set best_correct = 4 where learner_id = $1`, [
      a.id,
    ])
    expect(updated.affectedRows ?? 0).toBe(0)
    expect((await rowsOf(a))[0]).toMatchObject({ best_correct: 1 })
  })

  it('keeps siblings apart: each learner of one account has its own best score for the same exercise', async () => {
    const first = await newLearner()
    const second: Learner = { parent: first.parent, id: await addLearner(db, first.parent.id, 'Learner 2') }
    await upsert(first, 'ex', '2026-02-01T09:00:00Z', 4, 4)
    await upsert(second, 'ex', null, 1, 4)
    expect(await rowsOf(first)).toEqual([
      { lesson_key: 'ex', completed_at: '2026-02-01T09:00:00.000Z', best_correct: 4, best_total: 4 },
    ])
    expect(await rowsOf(second)).toEqual([{ lesson_key: 'ex', completed_at: null, best_correct: 1, best_total: 4 }])
    // The better score of one learner never lifts the other's.
    await upsert(second, 'ex', null, 2, 4)
    expect((await rowsOf(second))[0]).toMatchObject({ best_correct: 2, best_total: 4 })
    expect((await rowsOf(first))[0]).toMatchObject({ best_correct: 4, best_total: 4 })
  })
})
