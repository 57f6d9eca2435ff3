import { useCallback, useSyncExternalStore } from 'react'

import type { HeldWriting } from './held-work'
import { LEARNER_DRAFT_PREFIX } from './learner-keys'

/**
 * Reflections a learner submitted that their account has not confirmed yet: kept on this device until the write
 * succeeds, so a failed one is sent again (Try again, or the next time the learner starts learning here) rather
 * than lost. Under the learner's draft prefix, so Logout forgets it with their drafts (docs/behaviour.md#progress).
 */
export const outboxKeyOf = (learner: string): string => `${LEARNER_DRAFT_PREFIX}${learner}.unsent`

/** Where one lesson's reflection stands: on its way, waiting on this device after a failure, or in the account. */
export type WritingDelivery = 'sending' | 'unsent' | 'kept'

const listeners = new Set<() => void>()
const sending = new Set<string>()
const idOf = (learner: string, writing: Pick<HeldWriting, 'course' | 'lessonKey'>) =>
  JSON.stringify([learner, writing.course, writing.lessonKey])
const tell = () => listeners.forEach((listener) => listener())

const isWriting = (value: unknown): value is HeldWriting => {
  const writing = value as Partial<HeldWriting> | null
  return (
    typeof writing?.course === 'string' &&
    typeof writing.lessonKey === 'string' &&
    typeof writing.body === 'string' &&
    typeof writing.wordCount === 'number'
  )
}

/** The learner's reflections waiting for the account; a malformed or unreadable value reads as none. */
export function outboxOf(learner: string): HeldWriting[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(outboxKeyOf(learner)) ?? '[]')
    return Array.isArray(value) ? value.filter(isWriting) : []
  } catch {
    return []
  }
}

function keep(learner: string, writings: HeldWriting[]) {
  try {
    if (writings.length === 0) window.localStorage.removeItem(outboxKeyOf(learner))
    else window.localStorage.setItem(outboxKeyOf(learner), JSON.stringify(writings))
  } catch {
    // storage refused: the reflection is still in the draft, and Try again stays on the page
  }
  tell()
}

const others = (learner: string, writing: HeldWriting) =>
  outboxOf(learner).filter((kept) => idOf(learner, kept) !== idOf(learner, writing))

/**
 * Sends a reflection with `write` (true when the account kept it). It waits on this device from the start, so
 * closing the tab mid-write loses nothing; a resubmission replaces the one waiting, as it replaces the account's.
 */
export async function deliverWriting(
  learner: string,
  writing: HeldWriting,
  write: (writing: HeldWriting) => PromiseLike<boolean>,
): Promise<void> {
  const id = idOf(learner, writing)
  keep(learner, [...others(learner, writing), writing])
  sending.add(id)
  tell()
  const kept = await Promise.resolve(write(writing)).then(undefined, () => false)
  sending.delete(id)
  // A newer submission of the same lesson, written meanwhile, is not dropped by this one's success.
  if (kept && outboxOf(learner).some((waiting) => idOf(learner, waiting) === id && waiting.body === writing.body))
    keep(learner, others(learner, writing))
  else tell()
}

/** Sends again every reflection of the learner still waiting on this device (none that is on its way). */
export function resendOutbox(learner: string, write: (writing: HeldWriting) => PromiseLike<boolean>): void {
  for (const writing of outboxOf(learner))
    if (!sending.has(idOf(learner, writing))) void deliverWriting(learner, writing, write)
}

export function writingDelivery(learner: string, course: string, lessonKey: string): WritingDelivery {
  const id = idOf(learner, { course, lessonKey })
  if (sending.has(id)) return 'sending'
  return outboxOf(learner).some((writing) => idOf(learner, writing) === id) ? 'unsent' : 'kept'
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Where the learner's reflection of one lesson stands, kept current (none is waiting while nobody is learning). */
export function useWritingDelivery(learner: string | null, course: string, lessonKey: string): WritingDelivery {
  const snapshot = useCallback(
    () => (learner ? writingDelivery(learner, course, lessonKey) : 'kept'),
    [learner, course, lessonKey],
  )
  return useSyncExternalStore(subscribeOutbox, snapshot, () => 'kept')
}
