// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import type { HeldWriting } from '@/lib/learning/held-work'
import { rememberDeviceLearner } from '@/lib/learning/learner-keys'
import { forgetUser } from '@/lib/learning/learner-storage'
import {
  deliverWriting,
  outboxKeyOf,
  outboxOf,
  resendOutbox,
  subscribeOutbox,
  writingDelivery,
} from '@/lib/learning/writing-outbox'

const REFLECTION: HeldWriting = {
  course: 'course-kiswahili-language-culture',
  lessonKey: 'greetings-reflection',
  body: 'My grandmother greets the morning in Kiswahili before she lights the stove.',
  wordCount: 13,
}

/** A write the test answers by hand, recording what it was given. */
function pendingWrite() {
  const sent: HeldWriting[] = []
  let answer: (kept: boolean) => void = () => undefined
  const write = (writing: HeldWriting) => {
    sent.push(writing)
    return new Promise<boolean>((resolve) => (answer = resolve))
  }
  return { sent, write, answer: (kept: boolean) => answer(kept) }
}

beforeEach(() => window.localStorage.clear())

describe('a submitted reflection on its way to the learner’s account', () => {
  it('is sending while the write runs, and gone from the device once the account has it', async () => {
    const { sent, write, answer } = pendingWrite()
    const delivered = deliverWriting('kwame', REFLECTION, write)
    expect(writingDelivery('kwame', REFLECTION.course, REFLECTION.lessonKey)).toBe('sending')
    expect(outboxOf('kwame')).toEqual([REFLECTION])
    answer(true)
    await delivered
    expect(sent).toEqual([REFLECTION])
    expect(writingDelivery('kwame', REFLECTION.course, REFLECTION.lessonKey)).toBe('kept')
    expect(window.localStorage.getItem(outboxKeyOf('kwame'))).toBeNull()
  })

  it('waits on the device when the write fails or throws, and Try again sends it once more', async () => {
    await deliverWriting('kwame', REFLECTION, () => Promise.resolve(false))
    expect(writingDelivery('kwame', REFLECTION.course, REFLECTION.lessonKey)).toBe('unsent')
    await deliverWriting('kwame', REFLECTION, () => Promise.reject(new TypeError('Failed to fetch')))
    expect(writingDelivery('kwame', REFLECTION.course, REFLECTION.lessonKey)).toBe('unsent')
    expect(outboxOf('kwame')).toEqual([REFLECTION])

    const { sent, write, answer } = pendingWrite()
    resendOutbox('kwame', write)
    resendOutbox('kwame', write) // a second press while it is on its way sends nothing more
    expect(sent).toEqual([REFLECTION])
    answer(true)
    await Promise.resolve()
    await Promise.resolve()
    expect(writingDelivery('kwame', REFLECTION.course, REFLECTION.lessonKey)).toBe('kept')
  })

  it('tells the page each time where it stands', async () => {
    const heard: string[] = []
    const stop = subscribeOutbox(() => heard.push(writingDelivery('zola', REFLECTION.course, REFLECTION.lessonKey)))
    await deliverWriting('zola', REFLECTION, () => Promise.resolve(false))
    stop()
    expect(heard.at(-1)).toBe('unsent')
    expect(heard).toContain('sending')
  })

  it('keeps a newer submission of the lesson when an older write succeeds after it', async () => {
    const older = pendingWrite()
    const first = deliverWriting('kwame', REFLECTION, older.write)
    const rewritten = { ...REFLECTION, body: `${REFLECTION.body} Then she sings.`, wordCount: 16 }
    await deliverWriting('kwame', rewritten, () => Promise.resolve(false))
    older.answer(true)
    await first
    expect(outboxOf('kwame')).toEqual([rewritten])
  })

  it('is one learner’s: a sibling has nothing waiting, and Logout forgets it with the drafts', async () => {
    await deliverWriting('kwame', REFLECTION, () => Promise.resolve(false))
    expect(writingDelivery('zola', REFLECTION.course, REFLECTION.lessonKey)).toBe('kept')
    rememberDeviceLearner(window.localStorage, 'parent-1', 'kwame')
    forgetUser(window.localStorage, 'parent-1')
    expect(outboxOf('kwame')).toEqual([])
  })

  it('reads a damaged entry as nothing waiting', () => {
    window.localStorage.setItem(outboxKeyOf('kwame'), '{not json')
    expect(outboxOf('kwame')).toEqual([])
    window.localStorage.setItem(outboxKeyOf('kwame'), JSON.stringify([{ course: 'c' }, REFLECTION]))
    expect(outboxOf('kwame')).toEqual([REFLECTION])
  })
})
