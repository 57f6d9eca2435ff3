// Families for the database tests: a parent account (auth.users) and its learners (public.learners), made by
// the superuser so a test starts from the state it describes, not from the API's rules.
import type { PGlite } from '@electric-sql/pglite'

import { asRole, createUser, type TestUser } from '@/supabase/scripts/pglite'

export interface Family {
  parent: TestUser
  /** Learner ids, in the order they were added. */
  learners: string[]
}

/** Add a learner to a parent account and return its id. */
export async function addLearner(db: PGlite, parentId: string, displayName = 'Learner 1'): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'insert into public.learners (parent_id, display_name) values ($1, $2) returning id',
    [parentId, displayName],
  )
  const id = rows[0]?.id
  if (!id) throw new Error('addLearner: no id returned')
  return id
}

/** A parent account with `names.length` learners (one, 'Learner 1', by default). */
export async function createFamily(db: PGlite, email: string, names: string[] = ['Learner 1']): Promise<Family> {
  const parent = await createUser(db, email)
  const learners: string[] = []
  for (const name of names) learners.push(await addLearner(db, parent.id, name))
  return { parent, learners }
}

/** Run a statement in the parent's own session (role authenticated, auth.uid() = the parent); commits. */
export function asParent(db: PGlite, parent: TestUser, sql: string, params: unknown[] = []) {
  return asRole(db, { role: 'authenticated', userId: parent.id, email: parent.email }, (tx) => tx.query(sql, params))
}

/** The SQLSTATE a statement fails with, or 'ok'. */
export const codeOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? 'unknown',
  )

/** How many rows a table holds for one learner (read by the superuser). */
export async function rowsOfLearner(
  db: PGlite,
  table: 'lesson_progress' | 'writing_submissions',
  learnerId: string,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where learner_id = $1`,
    [learnerId],
  )
  return rows[0]?.n ?? 0
}
