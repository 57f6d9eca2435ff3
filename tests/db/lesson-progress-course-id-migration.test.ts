// 20261125000100_lesson_progress_course_id on a database that already holds progress by course URL name: every
// row is kept, now under the course's id (`course-<slug>`), the URL name column goes, and the new key refuses a
// second row for the same lesson.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pgliteExecutor } from '@/supabase/scripts/executors'
import { applyMigrations, listMigrations } from '@/supabase/scripts/migrations'
import { createTestDb, createUser, DB_HOOK_TIMEOUT } from '@/supabase/scripts/pglite'

const COURSE_ID = '20261125000100'

let db: PGlite

beforeAll(async () => {
  db = await createTestDb({ migrate: false })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

describe('lesson progress before and after naming courses by id', () => {
  let learner: string

  it('before it, progress is kept by course URL name', async () => {
    await applyMigrations(pgliteExecutor(db), {
      migrations: listMigrations().filter((migration) => migration.version < COURSE_ID),
    })
    learner = (await createUser(db, 'amani@example.org')).id
    await db.query(
      `insert into public.lesson_progress (user_id, course_slug, lesson_key, completed_at)
       values ($1, 'kiswahili-language-culture', 'greetings', '2026-01-05T10:00:00Z'),
              ($1, 'sat-prep', 'reading-1', '2026-01-06T10:00:00Z')`,
      [learner],
    )
  })

  it('after it, the same completions are kept under course-<slug>, with their times', async () => {
    const result = await applyMigrations(pgliteExecutor(db), {
      migrations: listMigrations().filter((migration) => migration.version <= COURSE_ID),
    })
    expect(result.applied).toEqual([`${COURSE_ID}_lesson_progress_course_id.sql`])
    const { rows } = await db.query<{ course_id: string; lesson_key: string; completed_at: Date }>(
      'select course_id, lesson_key, completed_at from public.lesson_progress where user_id = $1 order by course_id',
      [learner],
    )
    expect(rows.map((row) => [row.course_id, row.lesson_key, row.completed_at.toISOString()])).toEqual([
      ['course-kiswahili-language-culture', 'greetings', '2026-01-05T10:00:00.000Z'],
      ['course-sat-prep', 'reading-1', '2026-01-06T10:00:00.000Z'],
    ])
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'lesson_progress' order by column_name`,
    )
    expect(columns.rows.map((row) => row.column_name)).toEqual(['completed_at', 'course_id', 'lesson_key', 'user_id'])
  })

  it('keys a lesson by the account, the course id and the lesson key', async () => {
    await expect(
      db.query(
        `insert into public.lesson_progress (user_id, course_id, lesson_key) values ($1, 'course-sat-prep', 'reading-1')`,
        [learner],
      ),
    ).rejects.toMatchObject({ code: '23505' })
    await expect(
      db.query(`insert into public.lesson_progress (user_id, lesson_key) values ($1, 'reading-2')`, [learner]),
    ).rejects.toMatchObject({ code: '23502' })
  })
})
