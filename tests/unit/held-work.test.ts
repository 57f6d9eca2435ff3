import { afterEach, describe, expect, it } from 'vitest'

import {
  heldProgress,
  holdDraft,
  holdProgress,
  holdWriting,
  subscribeHeldWork,
  takeHeldWork,
  withHeld,
} from '@/lib/learning/held-work'
import { EMPTY_PROGRESS, withCompleted, withScore } from '@/lib/learning/progress'

const COURSE = 'course-kiswahili-language-culture'
const CLICKED = new Date('2026-11-29T10:00:00.000Z')
const EARLIER = '2026-11-20T08:00:00.000Z'

afterEach(() => void takeHeldWork())

describe('work held while a learning page reads the session', () => {
  it('shows a held completion and score beside what is kept, keeping the earlier completion and the better score', () => {
    holdProgress((held) => withCompleted(held, COURSE, 'greetings', CLICKED))
    holdProgress((held) => withScore(held, COURSE, 'market-day', { correct: 2, total: 4 }, CLICKED))
    const kept = {
      [COURSE]: { greetings: { completedAt: EARLIER }, 'market-day': { best: { correct: 3, total: 4 } } },
    }
    expect(withHeld(kept, heldProgress())).toEqual({
      [COURSE]: { greetings: { completedAt: EARLIER }, 'market-day': { best: { correct: 3, total: 4 } } },
    })
    expect(withHeld(EMPTY_PROGRESS, heldProgress())).toEqual({
      [COURSE]: {
        greetings: { completedAt: CLICKED.toISOString() },
        'market-day': { best: { correct: 2, total: 4 } },
      },
    })
  })

  it('shows what is kept as the same object when nothing is held', () => {
    const kept = { [COURSE]: { greetings: { completedAt: EARLIER } } }
    expect(withHeld(kept, heldProgress())).toBe(kept)
  })

  it('hands everything over once, and tells the page each time it changes', () => {
    let told = 0
    const stop = subscribeHeldWork(() => told++)
    holdProgress((held) => withCompleted(held, COURSE, 'greetings', CLICKED))
    holdProgress((held) => withCompleted(held, COURSE, 'greetings', CLICKED)) // already held: nothing changes
    holdWriting({ course: COURSE, lessonKey: 'reflection', body: 'First try.', wordCount: 2 })
    holdWriting({ course: COURSE, lessonKey: 'reflection', body: 'Habari ya asubuhi, bibi.', wordCount: 4 })
    holdDraft({ course: COURSE, lessonKey: 'reflection', text: 'Habari' })
    holdDraft({ course: COURSE, lessonKey: 'journal', text: 'Karibu' })
    holdDraft({ course: COURSE, lessonKey: 'reflection', text: null }) // then reset: the draft is to be forgotten
    expect(told).toBe(6)

    const work = takeHeldWork()
    expect(Object.keys(work.progress[COURSE] ?? {})).toEqual(['greetings'])
    expect(work.writings).toEqual([
      { course: COURSE, lessonKey: 'reflection', body: 'Habari ya asubuhi, bibi.', wordCount: 4 },
    ])
    expect(work.drafts).toEqual([
      { course: COURSE, lessonKey: 'journal', text: 'Karibu' },
      { course: COURSE, lessonKey: 'reflection', text: null },
    ])
    expect(told).toBe(7)
    expect(takeHeldWork()).toEqual({ progress: {}, writings: [], drafts: [] })
    expect(told).toBe(7)
    expect(heldProgress()).toEqual({})
    stop()
  })
})
