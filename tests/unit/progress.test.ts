import { describe, expect, it } from 'vitest'

import { fetchContent } from '@/lib/content'
import { COURSE_QUERY } from '@/lib/content/queries'
import {
  completedLessons,
  EMPTY_PROGRESS,
  LEGACY_PROGRESS_STORAGE_KEY,
  mergeProgress,
  parseStoredProgress,
  progressFromRows,
  progressFromSlugKeyed,
  PROGRESS_STORAGE_KEY,
  rowsFromProgress,
  serializeProgress,
  withCompleted,
} from '@/lib/learning/progress'
import { adoptAnonymousDrafts, draftKeyOf, forgetLearner, progressKeyOf } from '@/lib/learning/learner-storage'
import { summarizeCourse } from '@/lib/learning/model'
import { adoptSlugKeyedProgress, createProgressStore, type ProgressStore } from '@/lib/learning/progress-store'
import { memoryStorage, type StorageChange } from '@/lib/storage/stored-store'

/** A course's document id: what progress is kept under. */
const COURSE = 'course-kiswahili-language-culture'
const SLUG = 'kiswahili-language-culture'

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
      [COURSE]: { greetings: '2026-01-05T10:00:00.000Z' },
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
    expect(parseStoredProgress(mixed)).toEqual({ [COURSE]: { ok: '2026-01-01T00:00:00Z' } })
  })

  it('keeps the first completion time and the earlier one when merging', () => {
    const first = withCompleted(EMPTY_PROGRESS, COURSE, 'a', new Date('2026-01-01T00:00:00Z'))
    expect(withCompleted(first, COURSE, 'a', new Date('2026-02-01T00:00:00Z'))).toBe(first)
    const other = { [COURSE]: { a: '2025-12-01T00:00:00.000Z', b: '2026-03-01T00:00:00.000Z' } }
    expect(mergeProgress(first, other)).toEqual({
      [COURSE]: { a: '2025-12-01T00:00:00.000Z', b: '2026-03-01T00:00:00.000Z' },
    })
    expect([...completedLessons(mergeProgress(first, other), COURSE)].sort()).toEqual(['a', 'b'])
  })

  it('converts to and from lesson_progress rows', () => {
    const rows = [
      { course_id: COURSE, lesson_key: 'a', completed_at: '2026-01-01T00:00:00.000Z' },
      { course_id: 'course-sat-prep', lesson_key: 'b', completed_at: '2026-01-02T00:00:00.000Z' },
    ]
    expect(rowsFromProgress(progressFromRows(rows))).toEqual(rows)
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
    store.merge({ [COURSE]: { a: '2030-01-01T00:00:00.000Z' } })
    expect(notified).toBe(0)
    store.merge({ 'course-sat-prep': { l1: '2026-01-01T00:00:00.000Z' } })
    expect(notified).toBe(1)
    expect(completedLessons(store.getSnapshot(), 'course-sat-prep').has('l1')).toBe(true)
  })
})

describe('progress on a shared device', () => {
  it('keeps each learner’s completions under their own key, apart from the anonymous visitor’s', () => {
    const storage = deviceStorage()
    createProgressStore(storage, undefined, progressKeyOf('user-a')).complete(COURSE, 'greetings')
    createProgressStore(storage, undefined, progressKeyOf(null)).complete(COURSE, 'numbers')
    expect(
      completedLessons(createProgressStore(storage, undefined, progressKeyOf('user-b')).getSnapshot(), COURSE).size,
    ).toBe(0)
    expect(
      completedLessons(createProgressStore(storage, undefined, progressKeyOf('user-a')).getSnapshot(), COURSE),
    ).toEqual(new Set(['greetings']))
    expect(progressKeyOf(null)).toBe(PROGRESS_STORAGE_KEY)
    expect(draftKeyOf('user-a', COURSE, 'essay')).not.toBe(draftKeyOf('user-b', COURSE, 'essay'))
  })

  it('logout forgets exactly the learner’s completions and drafts', () => {
    const storage = deviceStorage()
    createProgressStore(storage, undefined, progressKeyOf('user-a')).complete(COURSE, 'greetings')
    createProgressStore(storage, undefined, progressKeyOf('user-b')).complete(COURSE, 'numbers')
    storage.setItem(draftKeyOf('user-a', COURSE, 'essay'), 'Habari za asubuhi')
    storage.setItem(draftKeyOf('user-b', COURSE, 'essay'), 'Sister’s draft')
    storage.setItem(draftKeyOf(null, COURSE, 'essay'), 'Written before signing in')
    storage.setItem('sankofa.cart.v1', '{"v":1}')
    forgetLearner(storage, 'user-a')
    expect([...storage.map.keys()].sort()).toEqual(
      [
        progressKeyOf('user-b'),
        draftKeyOf('user-b', COURSE, 'essay'),
        draftKeyOf(null, COURSE, 'essay'),
        'sankofa.cart.v1',
      ].sort(),
    )
  })

  it('hands the anonymous drafts to the learner who signs in, once, without overwriting their own', () => {
    const storage = deviceStorage({
      [draftKeyOf(null, COURSE, 'essay')]: 'Written before signing in',
      [draftKeyOf(null, COURSE, 'poem')]: 'A poem before signing in',
      [draftKeyOf('user-a', COURSE, 'poem')]: 'The poem already in progress',
    })
    adoptAnonymousDrafts(storage, 'user-a')
    expect(storage.getItem(draftKeyOf('user-a', COURSE, 'essay'))).toBe('Written before signing in')
    expect(storage.getItem(draftKeyOf('user-a', COURSE, 'poem'))).toBe('The poem already in progress')
    expect(storage.getItem(draftKeyOf(null, COURSE, 'essay'))).toBeNull()
    // A sibling signing in next finds nothing to take.
    adoptAnonymousDrafts(storage, 'user-b')
    expect([...storage.map.keys()].filter((key) => key.includes('user-b'))).toEqual([])
  })

  it('clears a store: the key leaves storage and subscribers hear of it', () => {
    const storage = deviceStorage()
    const store = createProgressStore(storage, undefined, progressKeyOf('user-a'))
    store.complete(COURSE, 'greetings')
    let notified = 0
    store.subscribe(() => notified++)
    store.clear()
    expect(notified).toBe(1)
    expect(store.getSnapshot()).toEqual(EMPTY_PROGRESS)
    expect(storage.getItem(progressKeyOf('user-a'))).toBeNull()
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
      [COURSE]: { greetings: '2026-01-05T10:00:00.000Z' },
    })
    expect(
      progressFromSlugKeyed(serializeProgress({ [COURSE]: { a: '2026-01-01T00:00:00Z' } }), new Set([COURSE])),
    ).toBe(EMPTY_PROGRESS)
  })

  it('moves each learner’s progress kept by URL name on this device to their progress by id, once', () => {
    const device = deviceStorage()
    const stores = new Map<string | null, ProgressStore>()
    const storeOf = (learner: string | null) => {
      const key = progressKeyOf(learner)
      const store = stores.get(learner) ?? createProgressStore(device, undefined, key)
      stores.set(learner, store)
      return store
    }
    storeOf('user-a').complete(COURSE, 'numbers')
    device.setItem(
      LEGACY_PROGRESS_STORAGE_KEY,
      JSON.stringify({ v: 1, courses: { [SLUG]: { greetings: '2026-01-05T10:00:00.000Z' } } }),
    )
    device.setItem(
      `${LEGACY_PROGRESS_STORAGE_KEY}.user.user-a`,
      JSON.stringify({
        v: 1,
        courses: { [SLUG]: { greetings: '2026-01-04T10:00:00.000Z' }, gone: { intro: '2026-01-01T00:00:00.000Z' } },
      }),
    )
    device.setItem('sankofa.cart.v1', '{"v":1}')

    adoptSlugKeyedProgress(device, new Set([COURSE]), storeOf)

    expect(completedLessons(storeOf(null).getSnapshot(), COURSE)).toEqual(new Set(['greetings']))
    expect(storeOf('user-a').getSnapshot()).toEqual({
      [COURSE]: { numbers: expect.any(String), greetings: '2026-01-04T10:00:00.000Z' },
    })
    expect(Object.keys(createProgressStore(device, undefined, progressKeyOf('user-a')).getSnapshot())).toEqual([COURSE])
    expect([...device.map.keys()].sort()).toEqual(
      [PROGRESS_STORAGE_KEY, progressKeyOf('user-a'), 'sankofa.cart.v1'].sort(),
    )
  })

  it('logout also removes the learner’s progress still kept by URL name', () => {
    const device = deviceStorage({
      [`${LEGACY_PROGRESS_STORAGE_KEY}.user.user-a`]: '{"v":1,"courses":{}}',
      [`${LEGACY_PROGRESS_STORAGE_KEY}.user.user-b`]: '{"v":1,"courses":{}}',
    })
    forgetLearner(device, 'user-a')
    expect([...device.map.keys()]).toEqual([`${LEGACY_PROGRESS_STORAGE_KEY}.user.user-b`])
  })
})
