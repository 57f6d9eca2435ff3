// 20261123000100_career_position_free_text on a database that already holds applications: the fixed list of
// eight positions goes, the rows stay, and a position staff open later in the CMS is accepted.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pgliteExecutor } from '@/supabase/scripts/executors'
import { applyMigrations, listMigrations } from '@/supabase/scripts/migrations'
import { createTestDb, DB_HOOK_TIMEOUT } from '@/supabase/scripts/pglite'

const FREE_TEXT = '20261123000100'

let db: PGlite

const insert = (position: string) =>
  db.query(
    `insert into public.career_applications (name, email, phone, position, experience, motivation, resume_file_name, resume_path)
     values ('Ayo Bello', 'ayo@example.org', '555-0100', $1, 'Five years of teaching.', 'I love teaching children.', 'cv.pdf', 'x/resume.pdf')`,
    [position],
  )

beforeAll(async () => {
  db = await createTestDb({ migrate: false })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

describe('career positions before and after the migration', () => {
  it('before it, a position outside the first eight is refused', async () => {
    const before = listMigrations().filter((migration) => migration.version < FREE_TEXT)
    await applyMigrations(pgliteExecutor(db), { migrations: before })
    await insert('Mathematics Teacher')
    await expect(insert('Yoruba Language Instructor')).rejects.toMatchObject({ code: '23514' })
  })

  it('after it, the same position is accepted and the earlier application is kept', async () => {
    const result = await applyMigrations(pgliteExecutor(db))
    expect(result.applied[0]).toBe(`${FREE_TEXT}_career_position_free_text.sql`)
    await insert('Yoruba Language Instructor')
    const { rows } = await db.query<{ position: string }>(
      'select position from public.career_applications order by created_at, position',
    )
    expect(rows.map((row) => row.position).sort()).toEqual(['Mathematics Teacher', 'Yoruba Language Instructor'])
  })

  it('still refuses a blank or over-long position', async () => {
    await expect(insert('  ')).rejects.toMatchObject({ code: '23514' })
    await expect(insert('P'.repeat(101))).rejects.toMatchObject({ code: '23514' })
  })
})
