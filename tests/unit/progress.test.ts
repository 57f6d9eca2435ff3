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
import { createProgressStore } from '@/lib/learning/progress-store'
import { memoryStorage, type StorageChange } from '@/lib/storage/stored-store'

const COURSE = 'kiswahili-language-culture'

describe('progress codec', () => {
  it('round-trips completions and drops anything malformed', () => {
    const progress = withCompleted(EMPTY_PROGRESS, COURSE, 'greetings', new Date('2026-01-05T10:00:00Z'))
    expect(parseStoredProgress(serializeProgress(progress))).toEqual({ [COURSE]: { greetings: '2026-01-05T10:00:00.000Z' } })
    for (const raw of [null, '', '{', '[]', '{"v":2,"courses":{}}', JSON.stringify({ v: 1, courses: { 'Bad Slug': { a: '2026-01-01' } } })]) {
      expect(parseStoredProgress(raw)).toBe(EMPTY_PROGRESS)
    }
    const mixed = JSON.stringify({ v: 1, courses: { [COURSE]: { ok: '2026-01-01T00:00:00Z', 'no spaces': '2026-01-01', bad: 'yesterday' } } })
    expect(parseStoredProgress(mixed)).toEqual({ [COURSE]: { ok: '2026-01-01T00:00:00Z' } })
  })

  it('keeps the first completion time and the earlier one when merging', () => {
    const first = withCompleted(EMPTY_PROGRESS, COURSE, 'a', new Date('2026-01-01T00:00:00Z'))
    expect(withCompleted(first, COURSE, 'a', new Date('2026-02-01T00:00:00Z'))).toBe(first)
    const other = { [COURSE]: { a: '2025-12-01T00:00:00.000Z', b: '2026-03-01T00:00:00.000Z' } }
    expect(mergeProgress(first, other)).toEqual({ [COURSE]: { a: '2025-12-01T00:00:00.000Z', b: '2026-03-01T00:00:00.000Z' } })
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
    const events = { subscribe: (listener: (change: StorageChange) => void) => (listeners.push(listener), () => undefined) }
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
