import { describe, expect, it } from 'vitest'

import {
  completedLessons,
  EMPTY_PROGRESS,
  mergeProgress,
  parseStoredProgress,
  progressFromRows,
  PROGRESS_STORAGE_KEY,
  rowsFromProgress,
  serializeProgress,
  withCompleted,
} from '@/lib/learning/progress'
import { adoptAnonymousDrafts, draftKeyOf, forgetLearner, progressKeyOf } from '@/lib/learning/learner-storage'
import { createProgressStore } from '@/lib/learning/progress-store'
import { memoryStorage, type StorageChange } from '@/lib/storage/stored-store'

const COURSE = 'kiswahili-language-culture'

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
      '{"v":2,"courses":{}}',
      JSON.stringify({ v: 1, courses: { 'Bad Slug': { a: '2026-01-01' } } }),
    ]) {
      expect(parseStoredProgress(raw)).toBe(EMPTY_PROGRESS)
    }
    const mixed = JSON.stringify({
      v: 1,
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
      { course_slug: COURSE, lesson_key: 'a', completed_at: '2026-01-01T00:00:00.000Z' },
      { course_slug: 'sat-prep', lesson_key: 'b', completed_at: '2026-01-02T00:00:00.000Z' },
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
    store.merge({ 'sat-prep': { l1: '2026-01-01T00:00:00.000Z' } })
    expect(notified).toBe(1)
    expect(completedLessons(store.getSnapshot(), 'sat-prep').has('l1')).toBe(true)
  })
})

describe('progress on a shared device', () => {
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
