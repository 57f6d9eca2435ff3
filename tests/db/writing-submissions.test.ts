// public.writing_submissions (20261127000100_learners.sql): what a learner wrote for a writing lesson, one per
// lesson (a resubmit replaces it), 1 to 20,000 characters, at most 500 per learner.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDb, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

import { addLearner, asParent, codeOf, createFamily, rowsOfLearner } from './families'

const CHECK = '23514'
const COURSE = 'course-creative-writing'
const SUBMISSION_CAP = 500
const BODY_MAX = 20_000

let db: PGlite
let emails = 0

beforeAll(async () => {
  db = await createTestDb()
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

interface Learner {
  parent: TestUser
  id: string
}

async function newLearner(): Promise<Learner> {
  const family = await createFamily(db, `writer${++emails}@example.org`)
  return { parent: family.parent, id: family.learners[0]! }
}

/** What the site sends on submit: an upsert on the learner's lesson, every column named. */
const submit = (learner: Learner, lesson: string, body: string, words: number) =>
  asParent(
    db,
    learner.parent,
    `insert into public.writing_submissions (learner_id, course_id, lesson_key, body, word_count, submitted_at)
     values ($1, $2, $3, $4, $5, now())
     on conflict (learner_id, course_id, lesson_key) do update set
       body = excluded.body, word_count = excluded.word_count, submitted_at = excluded.submitted_at`,
    [learner.id, COURSE, lesson, body, words],
  )

/** n submissions for the learner in ONE statement, lessons numbered from `from`. */
const submitMany = (learner: Learner, from: number, n: number) =>
  asParent(
    db,
    learner.parent,
    `insert into public.writing_submissions (learner_id, course_id, lesson_key, body, word_count)
     select $1, $2, 'essay-' || i, 'A short essay about the harvest festival.', 7
     from generate_series($3::int, $3::int + $4::int - 1) as i`,
    [learner.id, COURSE, from, n],
  )

async function bodiesOf(learner: Learner): Promise<{ lesson_key: string; body: string; word_count: number }[]> {
  const { rows } = await db.query<{ lesson_key: string; body: string; word_count: number }>(
    'select lesson_key, body, word_count from public.writing_submissions where learner_id = $1 order by lesson_key',
    [learner.id],
  )
  return rows
}

describe('writing submissions', () => {
  it('keeps what a learner wrote, owned by the parent account', async () => {
    const learner = await newLearner()
    await submit(learner, 'my-grandmother', 'My grandmother weaves baskets from palm leaves.', 7)
    expect(await bodiesOf(learner)).toEqual([
      { lesson_key: 'my-grandmother', body: 'My grandmother weaves baskets from palm leaves.', word_count: 7 },
    ])
    const { rows } = await db.query('select user_id from public.writing_submissions where learner_id = $1', [
      learner.id,
    ])
    expect(rows).toEqual([{ user_id: learner.parent.id }])
  })

  it('replaces the submission when the learner submits the same lesson again', async () => {
    const learner = await newLearner()
    await submit(learner, 'river-story', 'The river was quiet.', 4)
    await submit(learner, 'river-story', 'The river was quiet until the fishermen came home singing.', 10)
    expect(await bodiesOf(learner)).toEqual([
      {
        lesson_key: 'river-story',
        body: 'The river was quiet until the fishermen came home singing.',
        word_count: 10,
      },
    ])
  })

  it("keeps siblings' submissions for the same lesson apart", async () => {
    const first = await newLearner()
    const second: Learner = { parent: first.parent, id: await addLearner(db, first.parent.id, 'Learner 2') }
    await submit(first, 'river-story', 'First draft by the elder sister.', 6)
    await submit(second, 'river-story', 'A story about a crocodile.', 5)
    expect((await bodiesOf(first)).map((row) => row.body)).toEqual(['First draft by the elder sister.'])
    expect((await bodiesOf(second)).map((row) => row.body)).toEqual(['A story about a crocodile.'])
  })

  it('accepts 1 to 20,000 characters and refuses an empty or longer text', async () => {
    const learner = await newLearner()
    expect(await codeOf(submit(learner, 'one-letter', 'A', 1))).toBe('ok')
    expect(await codeOf(submit(learner, 'longest', 'a'.repeat(BODY_MAX), 1))).toBe('ok')
    expect(await codeOf(submit(learner, 'empty', '', 0))).toBe(CHECK)
    expect(await codeOf(submit(learner, 'too-long', 'a'.repeat(BODY_MAX + 1), 1))).toBe(CHECK)
    expect(await codeOf(submit(learner, 'negative-words', 'Hello', -1))).toBe(CHECK)
    expect((await bodiesOf(learner)).map((row) => row.lesson_key)).toEqual(['longest', 'one-letter'])
  })

  it('keeps at most 500 per learner: the 501st is refused, a resubmit at the cap is accepted', async () => {
    const learner = await newLearner()
    expect(await codeOf(submitMany(learner, 1, SUBMISSION_CAP))).toBe('ok')
    const extra = await submit(learner, 'one-more', 'Another essay.', 2).then(
      () => ({ code: 'ok', message: '' }),
      (error: { code: string; message: string }) => error,
    )
    expect(extra.code).toBe(CHECK)
    expect(extra.message).toMatch(/A learner can keep at most 500 writing submissions/)
    expect(await codeOf(submit(learner, 'essay-1', 'A rewritten first essay.', 4))).toBe('ok')
    expect(await rowsOfLearner(db, 'writing_submissions', learner.id)).toBe(SUBMISSION_CAP)
    // The cap is per learner: a sibling still has its own room.
    const sibling: Learner = { parent: learner.parent, id: await addLearner(db, learner.parent.id, 'Learner 2') }
    expect(await codeOf(submit(sibling, 'essay-1', 'My own essay.', 3))).toBe('ok')
  })

  it('refuses one statement of 501 submissions as a whole', async () => {
    const learner = await newLearner()
    expect(await codeOf(submitMany(learner, 1, SUBMISSION_CAP + 1))).toBe(CHECK)
    expect(await rowsOfLearner(db, 'writing_submissions', learner.id)).toBe(0)
  })
})
