// 20261127000100_learners on a database that already holds progress per account: each account with progress gets
// one learner, 'Learner 1', and every row moves to it unchanged; an account without progress gets no learner.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pgliteExecutor } from '@/supabase/scripts/executors'
import { applyMigrations, listMigrations } from '@/supabase/scripts/migrations'
import { createTestDb, createUser, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

const LEARNERS = '20261127000100'

let db: PGlite

beforeAll(async () => {
  db = await createTestDb({ migrate: false })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

interface ProgressRow {
  user_id: string
  course_id: string
  lesson_key: string
  completed_at: string | null
  best_correct: number | null
  best_total: number | null
}

const COLUMNS = 'user_id, course_id, lesson_key, completed_at, best_correct, best_total'

async function progressRows(): Promise<ProgressRow[]> {
  const { rows } = await db.query<Omit<ProgressRow, 'completed_at'> & { completed_at: Date | null }>(
    `select ${COLUMNS} from public.lesson_progress order by user_id, course_id, lesson_key`,
  )
  return rows.map((row) => ({ ...row, completed_at: row.completed_at?.toISOString() ?? null }))
}

describe('progress before and after learners', () => {
  let ayo: TestUser
  let zola: TestUser
  let newcomer: TestUser
  let before: ProgressRow[]

  it('before it, progress belongs to the account', async () => {
    await applyMigrations(pgliteExecutor(db), {
      migrations: listMigrations().filter((migration) => migration.version < LEARNERS),
    })
    ayo = await createUser(db, 'ayo.family@example.org')
    zola = await createUser(db, 'zola.family@example.org')
    newcomer = await createUser(db, 'new.family@example.org')
    await db.query(
      `insert into public.lesson_progress (${COLUMNS}) values
         ($1, 'course-kiswahili-language-culture', 'greetings', '2026-01-05T10:00:00Z', null, null),
         ($1, 'course-kiswahili-language-culture', 'numbers-quiz', '2026-01-06T11:30:00Z', 4, 4),
         ($1, 'course-kiswahili-language-culture', 'market-day', null, 1, 4),
         ($2, 'course-sat-prep', 'reading-1', '2026-02-01T08:15:00Z', null, null),
         ($2, 'course-sat-prep', 'vocab-drill', null, 2, 12),
         ($2, 'course-ancient-kingdoms', 'mali-empire', '2026-02-03T16:45:00Z', 9, 10)`,
      [ayo.id, zola.id],
    )
    before = await progressRows()
    expect(before).toHaveLength(6)
  })

  it('applies the learners migration next, then the later ones', async () => {
    const result = await applyMigrations(pgliteExecutor(db))
    expect(result.applied[0]).toBe(`${LEARNERS}_learners.sql`)
    expect(result.applied.slice(1).every((file) => file > `${LEARNERS}_learners.sql`)).toBe(true)
  })

  it("gives each account with progress exactly one learner, 'Learner 1', with the defaults", async () => {
    const { rows } = await db.query<{
      parent_id: string
      display_name: string
      grade_band: string | null
      avatar: string
    }>('select parent_id, display_name, grade_band, avatar from public.learners order by parent_id')
    const expected = [ayo.id, zola.id]
      .sort()
      .map((parent) => ({ parent_id: parent, display_name: 'Learner 1', grade_band: null, avatar: 'baobab' }))
    expect(rows).toEqual(expected)
  })

  it('gives an account without progress no learner', async () => {
    const { rows } = await db.query('select id from public.learners where parent_id = $1', [newcomer.id])
    expect(rows).toEqual([])
  })

  it("moves every row, every column equal, to its account's learner", async () => {
    expect(await progressRows()).toEqual(before)
    const { rows } = await db.query<{ stray: number; total: number }>(
      `select count(*) filter (where l.parent_id is distinct from p.user_id)::int as stray, count(*)::int as total
       from public.lesson_progress p left join public.learners l on l.id = p.learner_id`,
    )
    expect(rows).toEqual([{ stray: 0, total: before.length }])
    const perLearner = await db.query<{ parent_id: string; n: number }>(
      `select l.parent_id, count(p.*)::int as n
       from public.learners l join public.lesson_progress p on p.learner_id = l.id
       group by l.parent_id order by l.parent_id`,
    )
    expect(Object.fromEntries(perLearner.rows.map((row) => [row.parent_id, row.n]))).toEqual({
      [ayo.id]: 3,
      [zola.id]: 3,
    })
  })

  it('keys progress by learner from now on, and every row must name one', async () => {
    const { rows } = await db.query<{ id: string }>('select id from public.learners where parent_id = $1', [ayo.id])
    const learner = rows[0]!.id
    await expect(
      db.query(
        `insert into public.lesson_progress (learner_id, user_id, course_id, lesson_key)
         values ($1, $2, 'course-kiswahili-language-culture', 'greetings')`,
        [learner, ayo.id],
      ),
    ).rejects.toMatchObject({ code: '23505' })
    await expect(
      db.query(
        `insert into public.lesson_progress (user_id, course_id, lesson_key) values ($1, 'course-sat-prep', 'reading-2')`,
        [ayo.id],
      ),
    ).rejects.toMatchObject({ code: '23502' })
  })
})
