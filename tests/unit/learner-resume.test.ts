import { describe, expect, it } from 'vitest'

import type { CourseProgress } from '@/lib/learning/progress'
import { progressSummary, resumeIndex } from '@/lib/learning/resume'

const LESSONS = ['greetings', 'numbers', 'family', 'market', 'proverbs']
const at = (iso: string) => ({ completedAt: iso })

describe('where a learner picks a course up again', () => {
  it('a course not started, or with nothing completed yet, has no place to continue', () => {
    expect(resumeIndex(LESSONS, undefined)).toBeNull()
    // An exercise tried but not passed is not a completion.
    expect(resumeIndex(LESSONS, { family: { best: { correct: 1, total: 4 } } })).toBeNull()
  })

  it('continues with the first lesson not completed after the one completed last', () => {
    const progress: CourseProgress = {
      greetings: at('2026-02-01T09:00:00Z'),
      family: at('2026-02-03T09:00:00Z'),
      numbers: at('2026-02-02T09:00:00Z'),
    }
    expect(resumeIndex(LESSONS, progress)).toBe(3)
  })

  it('goes by when a lesson was completed, not by where it sits in the course', () => {
    // Lesson 4 first, then lesson 1: the learner went back to the start, so lesson 2 comes next.
    const progress: CourseProgress = {
      market: at('2026-02-01T09:00:00Z'),
      greetings: at('2026-02-05T09:00:00Z'),
    }
    expect(resumeIndex(LESSONS, progress)).toBe(1)
  })

  it('after the last lesson of the course, goes back to the first one not completed', () => {
    const progress: CourseProgress = {
      greetings: at('2026-02-01T09:00:00Z'),
      proverbs: at('2026-02-04T09:00:00Z'),
    }
    expect(resumeIndex(LESSONS, progress)).toBe(1)
  })

  it('a course with every lesson completed has nothing left to continue', () => {
    const progress = Object.fromEntries(LESSONS.map((key) => [key, at('2026-02-01T09:00:00Z')]))
    expect(resumeIndex(LESSONS, progress)).toBeNull()
  })

  it('ignores completions of lessons the course no longer has', () => {
    expect(resumeIndex(LESSONS, { retired: at('2026-02-09T09:00:00Z') })).toBeNull()
    expect(resumeIndex(LESSONS, { greetings: at('2026-02-01T09:00:00Z'), retired: at('2026-02-09T09:00:00Z') })).toBe(1)
  })

  it('says a started course’s progress in words', () => {
    expect(progressSummary(3, 12, 25)).toBe('3 of 12 lessons · 25\u00a0%')
  })
})
