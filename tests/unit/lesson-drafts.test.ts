import { afterEach, describe, expect, it, vi } from 'vitest'

import { readLessonDraft } from '@/lib/learning/drafts'
import { draftKeyOf } from '@/lib/learning/learner-keys'

/** This device's local storage, holding `entries`. */
function stubStorage(entries: Record<string, string>) {
  const values = new Map(Object.entries(entries))
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
  })
  return values
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const course = { id: 'c7f0e1d2-course', slug: 'kiswahili-language-culture' }

describe('a writing lesson’s draft', () => {
  it('is read by the course’s id, so a new URL name keeps it', () => {
    stubStorage({ [draftKeyOf('amara', course.id, 'reflect')]: 'Jambo means hello.' })
    expect(readLessonDraft('amara', course, 'reflect')).toBe('Jambo means hello.')
    expect(readLessonDraft('amara', { ...course, slug: 'kiswahili' }, 'reflect')).toBe('Jambo means hello.')
  })

  it('saved under the URL name before, moves to the id when its lesson opens, for a learner and a visitor', () => {
    const values = stubStorage({
      [draftKeyOf('amara', course.slug, 'reflect')]: 'Amara’s earlier draft',
      [draftKeyOf(null, course.slug, 'reflect')]: 'A visitor’s earlier draft',
    })
    expect(readLessonDraft('amara', course, 'reflect')).toBe('Amara’s earlier draft')
    expect(readLessonDraft(null, course, 'reflect')).toBe('A visitor’s earlier draft')
    expect(Object.fromEntries(values)).toEqual({
      [draftKeyOf('amara', course.id, 'reflect')]: 'Amara’s earlier draft',
      [draftKeyOf(null, course.id, 'reflect')]: 'A visitor’s earlier draft',
    })
    // Renamed afterwards: still there.
    expect(readLessonDraft('amara', { ...course, slug: 'swahili' }, 'reflect')).toBe('Amara’s earlier draft')
  })

  it('kept by id wins over one left under the URL name, which stays untouched', () => {
    const values = stubStorage({
      [draftKeyOf('amara', course.id, 'reflect')]: 'The newer draft',
      [draftKeyOf('amara', course.slug, 'reflect')]: 'An older one',
    })
    expect(readLessonDraft('amara', course, 'reflect')).toBe('The newer draft')
    expect(values.get(draftKeyOf('amara', course.slug, 'reflect'))).toBe('An older one')
  })

  it('of a course whose id is its URL name is read in place, not removed', () => {
    const same = { id: 'poetry', slug: 'poetry' }
    const values = stubStorage({ [draftKeyOf('kofi', 'poetry', 'haiku')]: 'Baobab in the dusk' })
    expect(readLessonDraft('kofi', same, 'haiku')).toBe('Baobab in the dusk')
    expect(readLessonDraft('kofi', same, 'haiku')).toBe('Baobab in the dusk')
    expect(values.size).toBe(1)
  })

  it('is blank when there is none, or when the browser refuses storage', () => {
    stubStorage({})
    expect(readLessonDraft('amara', course, 'reflect')).toBe('')
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(readLessonDraft('amara', course, 'reflect')).toBe('')
  })
})
