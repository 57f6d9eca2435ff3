// public.learners (20261127000100_learners.sql): the children under one parent account. A parent adds, renames
// and removes only their own learners, at most 8; a learner holds a first name or nickname, a grade band and an
// avatar from a fixed set; progress and writing can only ever belong to a learner of the account that owns them;
// removing a learner removes its progress and writing, and nothing of a sibling's.
import type { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AVATARS, GRADE_BANDS, LEARNER_NAME_MAX, MAX_LEARNERS } from '@/lib/validation'
import { asRole, createTestDb, DB_HOOK_TIMEOUT, serveOverSocket, type TestUser } from '@/supabase/scripts/pglite'

import { addLearner, asParent, codeOf, createFamily, rowsOfLearner } from './families'

const CHECK = '23514'
const FOREIGN_KEY = '23503'
const DENIED = '42501'
const UNIQUE = '23505'
const NAME_TAKEN = /A learner of this family already has the name/
const CAP_MESSAGE = /A family account can have at most 8 learners/
const COURSE = 'course-kiswahili-language-culture'

let db: PGlite
let emails = 0

beforeAll(async () => {
  db = await createTestDb()
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

const newFamily = (names?: string[]) => createFamily(db, `family${++emails}@example.org`, names)

async function learnersOf(parent: TestUser): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.learners where parent_id = $1',
    [parent.id],
  )
  return rows[0]?.n ?? 0
}

const addAs = (parent: TestUser, names: string[]) =>
  asParent(db, parent, 'insert into public.learners (display_name) select unnest($1::text[])', [names])

const progressFor = (learner: string, lesson: string) =>
  `insert into public.lesson_progress (learner_id, course_id, lesson_key) values ('${learner}', '${COURSE}', '${lesson}')`

const writingFor = (learner: string, lesson: string) =>
  `insert into public.writing_submissions (learner_id, course_id, lesson_key, body, word_count)
   values ('${learner}', '${COURSE}', '${lesson}', 'The baobab near our school is older than the town.', 9)`

describe('learners: what a learner holds', () => {
  it('takes a first name, a grade band and an avatar; the owner is the signed-in parent', async () => {
    const { parent } = await newFamily([])
    const { rows } = await asParent(
      db,
      parent,
      `insert into public.learners (display_name, grade_band, avatar) values ('Nia', '3-5', 'zebra')
       returning parent_id, display_name, grade_band, avatar`,
    )
    expect(rows).toEqual([{ parent_id: parent.id, display_name: 'Nia', grade_band: '3-5', avatar: 'zebra' }])
  })

  it('starts with no grade band and the baobab avatar when none is given', async () => {
    const { parent } = await newFamily([])
    const { rows } = await asParent(
      db,
      parent,
      `insert into public.learners (display_name) values ('Kamau') returning grade_band, avatar`,
    )
    expect(rows).toEqual([{ grade_band: null, avatar: 'baobab' }])
  })

  it('accepts every grade band and avatar the site offers, and a name of exactly 40 characters', async () => {
    const { parent } = await newFamily([])
    for (const [index, band] of GRADE_BANDS.entries()) {
      const avatar = AVATARS[index] ?? 'baobab'
      expect(
        await codeOf(
          asParent(db, parent, 'insert into public.learners (display_name, grade_band, avatar) values ($1, $2, $3)', [
            `Child ${index + 1}`,
            band,
            avatar,
          ]),
        ),
      ).toBe('ok')
    }
    for (const avatar of AVATARS.slice(GRADE_BANDS.length)) {
      await asParent(db, parent, `update public.learners set avatar = $1 where display_name = 'Child 1'`, [avatar])
    }
    expect(await codeOf(addAs(parent, ['A'.repeat(LEARNER_NAME_MAX)]))).toBe('ok')
  })

  it('refuses an empty, padded, over-long or e-mail-like name, an unknown grade band and an unknown avatar', async () => {
    const { parent } = await newFamily([])
    for (const name of ['', ' ', ' Ama', 'Ama ', 'A'.repeat(LEARNER_NAME_MAX + 1), 'ama@example.org', '@ama']) {
      expect(await codeOf(addAs(parent, [name])), JSON.stringify(name)).toBe(CHECK)
    }
    for (const [band, avatar] of [
      ['k-12', 'baobab'],
      ['grade 3', 'baobab'],
      ['3-5', 'photo'],
      ['3-5', ''],
    ]) {
      expect(
        await codeOf(
          asParent(
            db,
            parent,
            `insert into public.learners (display_name, grade_band, avatar) values ('Ama', $1, $2)`,
            [band, avatar],
          ),
        ),
        `${band} / ${avatar}`,
      ).toBe(CHECK)
    }
    expect(await learnersOf(parent)).toBe(0)
  })

  it('lets a parent rename a learner and change its grade band and avatar, never its owner, id or creation time', async () => {
    const { parent, learners } = await newFamily(['Baraka'])
    const other = await newFamily()
    const id = learners[0]!
    await asParent(
      db,
      parent,
      `update public.learners set display_name = 'Bara', grade_band = '9-12', avatar = 'sun' where id = $1`,
      [id],
    )
    for (const change of [
      `parent_id = '${other.parent.id}'`,
      `id = gen_random_uuid()`,
      `created_at = '2020-01-01T00:00:00Z'`,
    ]) {
      expect(
        await codeOf(asParent(db, parent, `update public.learners set ${change} where id = $1`, [id])),
        change,
      ).toBe(DENIED)
    }
    const { rows } = await db.query(
      'select id, parent_id, display_name, grade_band, avatar from public.learners where id = $1',
      [id],
    )
    expect(rows).toEqual([{ id, parent_id: parent.id, display_name: 'Bara', grade_band: '9-12', avatar: 'sun' }])
  })
})

describe('learners: each name once per family', () => {
  const renameAs = (parent: TestUser, id: string, name: string) =>
    asParent(db, parent, 'update public.learners set display_name = $2 where id = $1', [id, name])

  it('refuses a second learner with a sibling’s name in any case, and allows the name in another family', async () => {
    const { parent } = await newFamily(['Ama'])
    for (const name of ['Ama', 'ama', 'AMA']) {
      const refused = await addAs(parent, [name]).then(
        () => ({ code: 'ok', message: '' }),
        (error: { code: string; message: string }) => error,
      )
      expect(refused, name).toMatchObject({ code: UNIQUE, message: expect.stringMatching(NAME_TAKEN) })
    }
    expect(await codeOf(addAs(parent, ['Amani', 'Ama B']))).toBe('ok')
    expect(await codeOf(addAs(parent, ['Zola', 'zola']))).toBe(UNIQUE)
    expect(await learnersOf(parent)).toBe(3)
    const other = await newFamily([])
    expect(await codeOf(addAs(other.parent, ['Ama']))).toBe('ok')
  })

  it('refuses a rename onto a sibling’s name, and lets a learner change the case of their own', async () => {
    const { parent, learners } = await newFamily(['Kofi', 'Kwame'])
    expect(await codeOf(renameAs(parent, learners[1]!, 'KOFI'))).toBe(UNIQUE)
    expect(await codeOf(renameAs(parent, learners[0]!, 'KOFI'))).toBe('ok')
    expect(await codeOf(renameAs(parent, learners[1]!, 'Kwame Jr'))).toBe('ok')
  })

  it('leaves a pair named alike before this rule editable, and lets a rename part them', async () => {
    const { parent } = await newFamily([])
    await db.exec('alter table public.learners disable trigger learners_name_once_on_insert')
    const [first, second] = [await addLearner(db, parent.id, 'Ama'), await addLearner(db, parent.id, 'ama')]
    await db.exec('alter table public.learners enable trigger learners_name_once_on_insert')
    const update = (id: string, set: string) =>
      codeOf(asParent(db, parent, `update public.learners set ${set} where id = $1`, [id]))
    // The site sends every field with each edit: the name as it was is not a new name.
    expect(await update(second, `display_name = 'ama', grade_band = '3-5', avatar = 'lion'`)).toBe('ok')
    expect(await update(first, `display_name = 'AMA'`)).toBe('ok')
    expect(await update(second, `display_name = 'Ama Nkrumah'`)).toBe('ok')
  })
})

describe('learners: progress and writing stay inside the account', () => {
  it("refuses progress or writing that names another parent's learner, even for the service role", async () => {
    const mine = await newFamily()
    const theirs = await newFamily()
    const theirLearner = theirs.learners[0]!
    expect(await codeOf(asParent(db, mine.parent, progressFor(theirLearner, 'greetings')))).toBe(FOREIGN_KEY)
    expect(await codeOf(asParent(db, mine.parent, writingFor(theirLearner, 'my-story')))).toBe(FOREIGN_KEY)
    const service = (sql: string) => asRole(db, { role: 'service_role' }, (tx) => tx.query(sql))
    expect(
      await codeOf(
        service(
          `insert into public.lesson_progress (learner_id, user_id, course_id, lesson_key)
           values ('${theirLearner}', '${mine.parent.id}', '${COURSE}', 'greetings')`,
        ),
      ),
    ).toBe(FOREIGN_KEY)
    expect(await rowsOfLearner(db, 'lesson_progress', theirLearner)).toBe(0)
    expect(await rowsOfLearner(db, 'writing_submissions', theirLearner)).toBe(0)
  })

  it("refuses moving a parent's own rows onto another parent's learner, and allows moving them to a sibling", async () => {
    const mine = await newFamily(['Amara', 'Sefu'])
    const theirs = await newFamily()
    const [first, sibling] = mine.learners as [string, string]
    await asParent(db, mine.parent, progressFor(first, 'greetings'))
    await asParent(db, mine.parent, writingFor(first, 'my-story'))
    for (const table of ['lesson_progress', 'writing_submissions']) {
      expect(
        await codeOf(
          asParent(db, mine.parent, `update public.${table} set learner_id = $1 where learner_id = $2`, [
            theirs.learners[0],
            first,
          ]),
        ),
        table,
      ).toBe(FOREIGN_KEY)
      expect(
        await codeOf(
          asParent(db, mine.parent, `update public.${table} set learner_id = $1 where learner_id = $2`, [
            sibling,
            first,
          ]),
        ),
        table,
      ).toBe('ok')
      expect(await rowsOfLearner(db, table as 'lesson_progress', sibling), table).toBe(1)
    }
  })
})

describe('learners: at most 8 per family account', () => {
  it('accepts 8 learners and refuses the 9th with a clear message', async () => {
    const { parent } = await newFamily([])
    for (let n = 1; n <= MAX_LEARNERS; n += 1) expect(await codeOf(addAs(parent, [`Child ${n}`]))).toBe('ok')
    const ninth = await addAs(parent, ['Child 9']).then(
      () => ({ code: 'ok', message: '' }),
      (error: { code: string; message: string }) => error,
    )
    expect(ninth.code).toBe(CHECK)
    expect(ninth.message).toMatch(CAP_MESSAGE)
    expect(await learnersOf(parent)).toBe(MAX_LEARNERS)
  })

  it('refuses one statement that adds 9 as a whole, and makes room again when a learner is removed', async () => {
    const { parent } = await newFamily([])
    const names = Array.from({ length: MAX_LEARNERS + 1 }, (_, n) => `Child ${n + 1}`)
    expect(await codeOf(addAs(parent, names))).toBe(CHECK)
    expect(await learnersOf(parent)).toBe(0)
    expect(await codeOf(addAs(parent, names.slice(0, MAX_LEARNERS)))).toBe('ok')
    await asParent(db, parent, `delete from public.learners where display_name = 'Child 3'`)
    expect(await codeOf(addAs(parent, ['Child 9']))).toBe('ok')
    expect(await learnersOf(parent)).toBe(MAX_LEARNERS)
  })

  it('counts per account, and holds the service role to the same cap when it moves a learner', async () => {
    const full = await newFamily(Array.from({ length: MAX_LEARNERS }, (_, n) => `Child ${n + 1}`))
    const other = await newFamily(['Wanjiru'])
    expect(await codeOf(addAs(other.parent, ['Otieno']))).toBe('ok')
    const service = (sql: string, params: unknown[]) =>
      codeOf(asRole(db, { role: 'service_role' }, (tx) => tx.query(sql, params)))
    expect(
      await service(`insert into public.learners (parent_id, display_name) values ($1, 'Extra')`, [full.parent.id]),
    ).toBe(CHECK)
    expect(
      await service(`update public.learners set parent_id = $1 where display_name = 'Otieno' and parent_id = $2`, [
        full.parent.id,
        other.parent.id,
      ]),
    ).toBe(CHECK)
    expect(await learnersOf(full.parent)).toBe(MAX_LEARNERS)
    expect(await learnersOf(other.parent)).toBe(2)
  })

  it('takes a per-account lock before counting, held until commit', async () => {
    const { parent } = await newFamily([])
    const held = await db.transaction(async (tx) => {
      await tx.query(`insert into public.learners (parent_id, display_name) values ($1, 'Locked')`, [parent.id])
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
         where locktype = 'advisory' and pid = pg_backend_pid() and granted
           and classid = hashtext('public.learners')::oid and objid = hashtext($1)::oid and objsubid = 2`,
        [parent.id],
      )
      await tx.rollback()
      return rows[0]!.n
    })
    expect(held).toBe(1)
  })

  it('never ends above 8 when two connections add learners for one account at once', async () => {
    const { parent } = await newFamily([])
    const socket = await serveOverSocket(db, { maxConnections: 2 })
    const clients = [0, 1].map(() => postgres(socket.url, { max: 1, onnotice: () => {} }))
    try {
      const claims = JSON.stringify({ sub: parent.id, role: 'authenticated' })
      const results = await Promise.allSettled(
        clients.map((sql, client) =>
          sql.begin(async (tx) => {
            await tx`select set_config('request.jwt.claims', ${claims}, true)`
            await tx`set local role authenticated`
            const names = Array.from({ length: 5 }, (_, n) => `Child ${client}-${n}`)
            await tx`insert into public.learners (display_name) select unnest(${names}::text[])`
          }),
        ),
      )
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
      const refused = results.find((result) => result.status === 'rejected')
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: CHECK })
      expect(await learnersOf(parent)).toBe(5)
    } finally {
      await Promise.all(clients.map((sql) => sql.end()))
      await socket.close()
    }
  })
})

describe('learners: removing a learner or an account', () => {
  it("removes a learner's progress and writing with it, and nothing of a sibling's", async () => {
    const { parent, learners } = await newFamily(['Imani', 'Jomo'])
    const [leaving, staying] = learners as [string, string]
    for (const learner of learners) {
      await asParent(db, parent, progressFor(learner, 'greetings'))
      await asParent(db, parent, progressFor(learner, 'numbers'))
      await asParent(db, parent, writingFor(learner, 'my-story'))
    }
    const removed = await asParent(db, parent, 'delete from public.learners where id = $1', [leaving])
    expect(removed.affectedRows).toBe(1)
    expect(await rowsOfLearner(db, 'lesson_progress', leaving)).toBe(0)
    expect(await rowsOfLearner(db, 'writing_submissions', leaving)).toBe(0)
    expect(await rowsOfLearner(db, 'lesson_progress', staying)).toBe(2)
    expect(await rowsOfLearner(db, 'writing_submissions', staying)).toBe(1)
    expect(await learnersOf(parent)).toBe(1)
  })

  it('does not let another parent remove a learner: nothing is deleted', async () => {
    const { parent, learners } = await newFamily()
    const stranger = await newFamily()
    const removed = await asParent(db, stranger.parent, 'delete from public.learners where id = $1', learners)
    expect(removed.affectedRows ?? 0).toBe(0)
    expect(await learnersOf(parent)).toBe(1)
  })

  it('allows a family with no learners left', async () => {
    const { parent } = await newFamily(['Only'])
    await asParent(db, parent, 'delete from public.learners')
    expect(await learnersOf(parent)).toBe(0)
  })

  it('removes every learner, with its progress and writing, when the account is deleted', async () => {
    const { parent, learners } = await newFamily(['Adaeze', 'Chidi'])
    for (const learner of learners) {
      await asParent(db, parent, progressFor(learner, 'greetings'))
      await asParent(db, parent, writingFor(learner, 'my-story'))
    }
    await db.query('delete from auth.users where id = $1', [parent.id])
    expect(await learnersOf(parent)).toBe(0)
    for (const learner of learners) {
      expect(await rowsOfLearner(db, 'lesson_progress', learner)).toBe(0)
      expect(await rowsOfLearner(db, 'writing_submissions', learner)).toBe(0)
    }
  })
})
