import { describe, expect, it } from 'vitest'

import { fetchContent } from '@/lib/content'
import { serializeBests } from '@/lib/learning/games/bests'
import {
  activeLearnerKeyOf,
  adoptAnonymousDrafts,
  adoptUserDrafts,
  bestsKeyOf,
  deviceLearners,
  deviceLearnersKeyOf,
  draftKeyOf,
  forgetUser,
  hasAnonymousDrafts,
  progressKeyOf,
  rememberDeviceLearner,
  userProgressKeyOf,
} from '@/lib/learning/learner-storage'
import { summarizeCourse } from '@/lib/learning/model'
import {
  bestScore,
  completedLessons,
  EMPTY_PROGRESS,
  LEGACY_PROGRESS_STORAGE_KEY,
  mergeProgress,
  parseStoredProgress,
  PROGRESS_STORAGE_KEY,
  progressFromRows,
  progressFromSlugKeyed,
  rowsFromProgress,
  serializeProgress,
  withCompleted,
  withScore,
  type LessonProgress,
} from '@/lib/learning/progress'
import { adoptSlugKeyedProgress, createProgressStore, type ProgressStore } from '@/lib/learning/progress-store'
import { COURSE_QUERY } from '@/lib/learning/queries'
import { memoryStorage, type StorageChange } from '@/lib/storage/stored-store'

/** A course's document id: what progress is kept under. */
const COURSE = 'course-kiswahili-language-culture'
const SLUG = 'kiswahili-language-culture'

/** A lesson completed at this time. */
const done = (completedAt: string): LessonProgress => ({ completedAt })

/** A local storage with keys that can be listed, as window.localStorage. */
function deviceStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries))
  return {
    map,
    get length() {
      return map.size
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  }
}

describe('progress codec', () => {
  it('round-trips completions and drops anything malformed', () => {
    const progress = withCompleted(EMPTY_PROGRESS, COURSE, 'greetings', new Date('2026-01-05T10:00:00Z'))
    expect(parseStoredProgress(serializeProgress(progress))).toEqual({
      [COURSE]: { greetings: done('2026-01-05T10:00:00.000Z') },
    })
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      '{"v":3,"courses":{}}',
      // The earlier format (courses by URL name) is never read as progress by id.
      JSON.stringify({ v: 1, courses: { [SLUG]: { a: '2026-01-01T00:00:00Z' } } }),
      JSON.stringify({ v: 2, courses: { 'Bad Id': { a: '2026-01-01' } } }),
      JSON.stringify({ v: 2, courses: { '.course': { a: '2026-01-01' } } }),
      JSON.stringify({ v: 2, courses: { ['c'.repeat(129)]: { a: '2026-01-01' } } }),
    ]) {
      expect(parseStoredProgress(raw)).toBe(EMPTY_PROGRESS)
    }
    const mixed = JSON.stringify({
      v: 2,
      courses: { [COURSE]: { ok: '2026-01-01T00:00:00Z', 'no spaces': '2026-01-01', bad: 'yesterday' } },
    })
    expect(parseStoredProgress(mixed)).toEqual({ [COURSE]: { ok: done('2026-01-01T00:00:00Z') } })
  })

  it('keeps the first completion time and the earlier one when merging', () => {
    const first = withCompleted(EMPTY_PROGRESS, COURSE, 'a', new Date('2026-01-01T00:00:00Z'))
    expect(withCompleted(first, COURSE, 'a', new Date('2026-02-01T00:00:00Z'))).toBe(first)
    const other = { [COURSE]: { a: done('2025-12-01T00:00:00.000Z'), b: done('2026-03-01T00:00:00.000Z') } }
    expect(mergeProgress(first, other)).toEqual({
      [COURSE]: { a: done('2025-12-01T00:00:00.000Z'), b: done('2026-03-01T00:00:00.000Z') },
    })
    expect([...completedLessons(mergeProgress(first, other), COURSE)].sort()).toEqual(['a', 'b'])
  })

  it('converts to and from lesson_progress rows', () => {
    const rows = [
      {
        course_id: COURSE,
        lesson_key: 'a',
        completed_at: '2026-01-01T00:00:00.000Z',
        best_correct: null,
        best_total: null,
      },
      { course_id: COURSE, lesson_key: 'c', completed_at: null, best_correct: 1, best_total: 4 },
      {
        course_id: 'course-sat-prep',
        lesson_key: 'b',
        completed_at: '2026-01-02T00:00:00.000Z',
        best_correct: 3,
        best_total: 4,
      },
    ]
    expect(rowsFromProgress(progressFromRows(rows))).toEqual(rows)
  })
})

describe('exercise scores', () => {
  const at = new Date('2026-02-01T09:00:00Z')
  const later = new Date('2026-02-02T09:00:00Z')

  it('records 1 of 4 as tried, not completed; 3 of 4 completes the lesson', () => {
    const tried = withScore(EMPTY_PROGRESS, COURSE, 'ex', { correct: 1, total: 4 }, at)
    expect(bestScore(tried, COURSE, 'ex')).toEqual({ correct: 1, total: 4 })
    expect(completedLessons(tried, COURSE).has('ex')).toBe(false)
    expect(completedLessons(withScore(tried, COURSE, 'ex', { correct: 2, total: 4 }, at), COURSE).has('ex')).toBe(false)
    const passed = withScore(tried, COURSE, 'ex', { correct: 3, total: 4 }, later)
    expect(passed[COURSE]?.ex).toEqual({ completedAt: later.toISOString(), best: { correct: 3, total: 4 } })
  })

  it('Try Again keeps the best score and the first completion; a worse or equal attempt changes nothing', () => {
    const passed = withScore(EMPTY_PROGRESS, COURSE, 'ex', { correct: 3, total: 4 }, at)
    expect(withScore(passed, COURSE, 'ex', { correct: 1, total: 4 }, later)).toBe(passed)
    expect(withScore(passed, COURSE, 'ex', { correct: 3, total: 4 }, later)).toBe(passed)
    const better = withScore(passed, COURSE, 'ex', { correct: 4, total: 4 }, later)
    expect(better[COURSE]?.ex).toEqual({ completedAt: at.toISOString(), best: { correct: 4, total: 4 } })
  })

  it('refuses scores that cannot be (more right than asked, no questions, fractions, over 100)', () => {
    for (const score of [
      { correct: 5, total: 4 },
      { correct: 0, total: 0 },
      { correct: -1, total: 4 },
      { correct: 1.5, total: 4 },
      { correct: 1, total: 101 },
    ]) {
      expect(withScore(EMPTY_PROGRESS, COURSE, 'ex', score, at)).toBe(EMPTY_PROGRESS)
    }
  })

  it('merges the better score and the earlier completion of each lesson', () => {
    const here = { [COURSE]: { ex: { best: { correct: 2, total: 4 } }, read: done('2026-01-03T00:00:00.000Z') } }
    const account = {
      [COURSE]: { ex: { completedAt: '2026-01-10T00:00:00.000Z', best: { correct: 3, total: 4 } } },
    }
    expect(mergeProgress(here, account)).toEqual({
      [COURSE]: {
        ex: { completedAt: '2026-01-10T00:00:00.000Z', best: { correct: 3, total: 4 } },
        read: done('2026-01-03T00:00:00.000Z'),
      },
    })
    // The same share out of a different number of scenarios (staff changed the exercise): the one kept stays.
    expect(
      mergeProgress(
        { [COURSE]: { ex: { best: { correct: 3, total: 4 } } } },
        { [COURSE]: { ex: { best: { correct: 6, total: 8 } } } },
      ),
    ).toEqual({ [COURSE]: { ex: { best: { correct: 3, total: 4 } } } })
  })

  it('stores scores beside the completions, so values written before scores were kept read the same', () => {
    const progress = withScore(
      withCompleted(EMPTY_PROGRESS, COURSE, 'read', at),
      COURSE,
      'ex',
      { correct: 1, total: 4 },
      at,
    )
    expect(JSON.parse(serializeProgress(progress))).toEqual({
      v: 2,
      courses: { [COURSE]: { read: at.toISOString() } },
      scores: { [COURSE]: { ex: [1, 4] } },
    })
    expect(parseStoredProgress(serializeProgress(progress))).toEqual(progress)
    // A value from before scores were kept: every completion stays, an exercise completed then included.
    const earlier = JSON.stringify({
      v: 2,
      courses: { [COURSE]: { read: '2026-01-01T00:00:00Z', ex: '2026-01-02T00:00:00Z' } },
    })
    expect(parseStoredProgress(earlier)).toEqual({
      [COURSE]: { read: done('2026-01-01T00:00:00Z'), ex: done('2026-01-02T00:00:00Z') },
    })
    expect(serializeProgress(parseStoredProgress(earlier))).toBe(earlier)
    // Malformed scores are dropped, the rest kept.
    const bad = JSON.stringify({
      v: 2,
      courses: {},
      scores: { [COURSE]: { a: [5, 4], b: [1], c: '1/4', d: [2, 4] }, 'Bad Id': { e: [1, 2] } },
    })
    expect(parseStoredProgress(bad)).toEqual({ [COURSE]: { d: { best: { correct: 2, total: 4 } } } })
  })

  it('the store records scores and tells its subscribers only when something changed', () => {
    const storage = memoryStorage()
    const store = createProgressStore(storage)
    let notified = 0
    store.subscribe(() => notified++)
    store.recordScore(COURSE, 'ex', { correct: 3, total: 4 })
    store.recordScore(COURSE, 'ex', { correct: 1, total: 4 })
    expect(notified).toBe(1)
    const reloaded = createProgressStore(storage).getSnapshot()
    expect(bestScore(reloaded, COURSE, 'ex')).toEqual({ correct: 3, total: 4 })
    expect(completedLessons(reloaded, COURSE).has('ex')).toBe(true)
  })
})

describe('progress store', () => {
  it('remembers completions in storage across stores (a reload) and follows other tabs', () => {
    const storage = memoryStorage()
    const listeners: Array<(change: StorageChange) => void> = []
    const events = {
      subscribe: (listener: (change: StorageChange) => void) => (listeners.push(listener), () => undefined),
    }
    const store = createProgressStore(storage, events)
    let notified = 0
    store.subscribe(() => notified++)
    store.complete(COURSE, 'greetings')
    expect(notified).toBe(1)
    expect(completedLessons(createProgressStore(storage).getSnapshot(), COURSE).has('greetings')).toBe(true)

    // Another tab completes a lesson.
    const other = createProgressStore(storage)
    other.complete(COURSE, 'numbers')
    for (const listener of listeners) listener({ key: PROGRESS_STORAGE_KEY })
    expect(completedLessons(store.getSnapshot(), COURSE)).toEqual(new Set(['greetings', 'numbers']))
  })

  it('merges the account’s completions without notifying when nothing is new', () => {
    const store = createProgressStore(memoryStorage())
    store.complete(COURSE, 'a')
    let notified = 0
    store.subscribe(() => notified++)
    store.merge({ [COURSE]: { a: done('2030-01-01T00:00:00.000Z') } })
    expect(notified).toBe(0)
    store.merge({ 'course-sat-prep': { l1: done('2026-01-01T00:00:00.000Z') } })
    expect(notified).toBe(1)
    expect(completedLessons(store.getSnapshot(), 'course-sat-prep').has('l1')).toBe(true)
  })
})

describe('progress on a shared device', () => {
  it('keeps each learner’s completions under their own key, apart from the anonymous visitor’s', () => {
    const storage = deviceStorage()
    createProgressStore(storage, undefined, progressKeyOf('learner-a')).complete(COURSE, 'greetings')
    createProgressStore(storage, undefined, progressKeyOf(null)).complete(COURSE, 'numbers')
    expect(
      completedLessons(createProgressStore(storage, undefined, progressKeyOf('learner-b')).getSnapshot(), COURSE).size,
    ).toBe(0)
    expect(
      completedLessons(createProgressStore(storage, undefined, progressKeyOf('learner-a')).getSnapshot(), COURSE),
    ).toEqual(new Set(['greetings']))
    expect(progressKeyOf(null)).toBe(PROGRESS_STORAGE_KEY)
    expect(progressKeyOf('learner-a')).toBe('sankofa.progress.v2.learner.learner-a')
    expect(draftKeyOf('learner-a', COURSE, 'essay')).toBe(`sankofa.writing.learner.learner-a.${COURSE}.essay`)
    expect(draftKeyOf('learner-a', COURSE, 'essay')).not.toBe(draftKeyOf('learner-b', COURSE, 'essay'))
  })

  it('logout forgets every learner of the account on this device, and nobody else’s learning', () => {
    const storage = deviceStorage()
    for (const learner of ['amara', 'kofi']) {
      rememberDeviceLearner(storage, 'parent-a', learner)
      createProgressStore(storage, undefined, progressKeyOf(learner)).complete(COURSE, 'greetings')
      storage.setItem(draftKeyOf(learner, COURSE, 'essay'), `${learner}’s draft`)
    }
    rememberDeviceLearner(storage, 'parent-b', 'zuri')
    createProgressStore(storage, undefined, progressKeyOf('zuri')).complete(COURSE, 'numbers')
    storage.setItem(draftKeyOf('zuri', COURSE, 'essay'), 'Another family’s draft')
    storage.setItem(
      userProgressKeyOf('parent-a'),
      serializeProgress({ [COURSE]: { intro: done('2026-01-01T00:00:00Z') } }),
    )
    storage.setItem(`${LEGACY_PROGRESS_STORAGE_KEY}.user.parent-a`, '{"v":1,"courses":{}}')
    storage.setItem('sankofa.writing.user.parent-a.course-x.essay', 'Written before learners')
    storage.setItem(activeLearnerKeyOf('parent-a'), 'kofi')
    storage.setItem(draftKeyOf(null, COURSE, 'essay'), 'Written before signing in')
    storage.setItem('sankofa.cart.v1', '{"v":1}')
    for (const learner of ['amara', 'kofi', 'zuri', null]) {
      storage.setItem(bestsKeyOf(learner), serializeBests({ 'african-history-quiz:score': 5 }))
    }

    forgetUser(storage, 'parent-a')

    expect([...storage.map.keys()].sort()).toEqual(
      [
        progressKeyOf('zuri'),
        draftKeyOf('zuri', COURSE, 'essay'),
        bestsKeyOf('zuri'),
        deviceLearnersKeyOf('parent-b'),
        draftKeyOf(null, COURSE, 'essay'),
        bestsKeyOf(null),
        'sankofa.cart.v1',
      ].sort(),
    )
  })

  it('remembers each learner of an account once, and reads a damaged list as none', () => {
    const storage = deviceStorage()
    rememberDeviceLearner(storage, 'parent-a', 'amara')
    rememberDeviceLearner(storage, 'parent-a', 'amara')
    rememberDeviceLearner(storage, 'parent-a', 'kofi')
    expect(deviceLearners(storage, 'parent-a')).toEqual(['amara', 'kofi'])
    storage.setItem(deviceLearnersKeyOf('parent-a'), '{not json')
    expect(deviceLearners(storage, 'parent-a')).toEqual([])
    storage.setItem(deviceLearnersKeyOf('parent-a'), '["amara", 7, ""]')
    expect(deviceLearners(storage, 'parent-a')).toEqual(['amara'])
  })

  it('gives the anonymous drafts to the learner the parent chose, once, without overwriting their own', () => {
    const storage = deviceStorage({
      [draftKeyOf(null, COURSE, 'essay')]: 'Written before choosing',
      [draftKeyOf(null, COURSE, 'poem')]: 'A poem before choosing',
      [draftKeyOf('amara', COURSE, 'poem')]: 'The poem already in progress',
      [draftKeyOf('kofi', COURSE, 'story')]: 'Kofi’s own story',
    })
    expect(hasAnonymousDrafts(storage)).toBe(true)
    adoptAnonymousDrafts(storage, 'amara')
    expect(storage.getItem(draftKeyOf('amara', COURSE, 'essay'))).toBe('Written before choosing')
    expect(storage.getItem(draftKeyOf('amara', COURSE, 'poem'))).toBe('The poem already in progress')
    expect(storage.getItem(draftKeyOf(null, COURSE, 'essay'))).toBeNull()
    expect(hasAnonymousDrafts(storage)).toBe(false)
    // A sibling chosen next finds nothing to take, and keeps their own.
    adoptAnonymousDrafts(storage, 'kofi')
    expect([...storage.map.keys()].filter((key) => key.includes('.kofi.'))).toEqual([
      draftKeyOf('kofi', COURSE, 'story'),
    ])
  })

  it('hands the drafts an account kept before it had learners to its first learner, once', () => {
    const storage = deviceStorage({
      [`sankofa.writing.user.parent-a.${COURSE}.essay`]: 'Written before learners',
      [`sankofa.writing.user.parent-b.${COURSE}.essay`]: 'Another account’s',
    })
    adoptUserDrafts(storage, 'parent-a', 'amara')
    adoptUserDrafts(storage, 'parent-a', 'kofi')
    expect(storage.getItem(draftKeyOf('amara', COURSE, 'essay'))).toBe('Written before learners')
    expect(storage.getItem(draftKeyOf('kofi', COURSE, 'essay'))).toBeNull()
    expect(storage.getItem(`sankofa.writing.user.parent-b.${COURSE}.essay`)).toBe('Another account’s')
  })

  it('clears a store: the key leaves storage and subscribers hear of it', () => {
    const storage = deviceStorage()
    const store = createProgressStore(storage, undefined, progressKeyOf('learner-a'))
    store.complete(COURSE, 'greetings')
    let notified = 0
    store.subscribe(() => notified++)
    store.clear()
    expect(notified).toBe(1)
    expect(store.getSnapshot()).toEqual(EMPTY_PROGRESS)
    expect(storage.getItem(progressKeyOf('learner-a'))).toBeNull()
  })
})

describe('progress kept by course id', () => {
  it('stays with a course after staff change its URL name', async () => {
    const course = await fetchContent(COURSE_QUERY, { slug: SLUG })
    expect(course?._id).toBe(COURSE)
    const before = summarizeCourse(course!)
    const storage = memoryStorage()
    const firstLesson = before.modules[0]!.lessons[0]!.key
    createProgressStore(storage).complete(before.id, firstLesson)

    // The same document, published again under a new URL name.
    const renamed = summarizeCourse({ ...course!, slug: 'swahili-language-and-culture' })
    const done = completedLessons(createProgressStore(storage).getSnapshot(), renamed.id)
    expect(done).toEqual(new Set([firstLesson]))
    expect(rowsFromProgress(createProgressStore(storage).getSnapshot()).map((row) => row.course_id)).toEqual([COURSE])
  })

  it('reads progress stored by URL name as `course-<slug>`, dropping courses no longer published', () => {
    const legacy = JSON.stringify({
      v: 1,
      courses: {
        [SLUG]: { greetings: '2026-01-05T10:00:00.000Z' },
        'retired-course': { intro: '2026-01-06T10:00:00.000Z' },
        'Not A Slug': { intro: '2026-01-06T10:00:00.000Z' },
      },
    })
    expect(progressFromSlugKeyed(legacy, new Set([COURSE, 'course-sat-prep']))).toEqual({
      [COURSE]: { greetings: done('2026-01-05T10:00:00.000Z') },
    })
    expect(
      progressFromSlugKeyed(serializeProgress({ [COURSE]: { a: done('2026-01-01T00:00:00Z') } }), new Set([COURSE])),
    ).toBe(EMPTY_PROGRESS)
  })

  it('moves progress kept by URL name on this device to the same slot’s progress by id, once', () => {
    const device = deviceStorage()
    const stores = new Map<string, ProgressStore>()
    const storeAt = (key: string) => {
      const store = stores.get(key) ?? createProgressStore(device, undefined, key)
      stores.set(key, store)
      return store
    }
    storeAt(userProgressKeyOf('parent-a')).complete(COURSE, 'numbers')
    device.setItem(
      LEGACY_PROGRESS_STORAGE_KEY,
      JSON.stringify({ v: 1, courses: { [SLUG]: { greetings: '2026-01-05T10:00:00.000Z' } } }),
    )
    device.setItem(
      `${LEGACY_PROGRESS_STORAGE_KEY}.user.parent-a`,
      JSON.stringify({
        v: 1,
        courses: { [SLUG]: { greetings: '2026-01-04T10:00:00.000Z' }, gone: { intro: '2026-01-01T00:00:00.000Z' } },
      }),
    )
    device.setItem('sankofa.cart.v1', '{"v":1}')

    adoptSlugKeyedProgress(device, new Set([COURSE]), storeAt)

    expect(completedLessons(storeAt(PROGRESS_STORAGE_KEY).getSnapshot(), COURSE)).toEqual(new Set(['greetings']))
    // The account's slot from before learners, which its first learner on this device is handed.
    expect(storeAt(userProgressKeyOf('parent-a')).getSnapshot()).toEqual({
      [COURSE]: { numbers: done(expect.any(String)), greetings: done('2026-01-04T10:00:00.000Z') },
    })
    expect([...device.map.keys()].sort()).toEqual(
      [PROGRESS_STORAGE_KEY, userProgressKeyOf('parent-a'), 'sankofa.cart.v1'].sort(),
    )
  })

  it('logout also removes the account’s progress still kept by URL name', () => {
    const device = deviceStorage({
      [`${LEGACY_PROGRESS_STORAGE_KEY}.user.parent-a`]: '{"v":1,"courses":{}}',
      [`${LEGACY_PROGRESS_STORAGE_KEY}.user.parent-b`]: '{"v":1,"courses":{}}',
    })
    forgetUser(device, 'parent-a')
    expect([...device.map.keys()]).toEqual([`${LEGACY_PROGRESS_STORAGE_KEY}.user.parent-b`])
  })
})
