import { EMPTY_PROGRESS, mergeProgress, type Progress } from './progress'

/** A reflection submitted while the page did not yet know who is learning. */
export interface HeldWriting {
  course: string
  lessonKey: string
  body: string
  wordCount: number
}

/** A writing lesson's draft saved (or, for null, reset) while the page did not yet know who is learning. */
export interface HeldDraft {
  /** The course's id, as drafts are kept (`draftKeyOf`). */
  course: string
  lessonKey: string
  text: string | null
}

export interface HeldWork {
  progress: Progress
  writings: readonly HeldWriting[]
  drafts: readonly HeldDraft[]
}

type Lesson = Pick<HeldDraft, 'course' | 'lessonKey'>
const sameLesson = (a: Lesson, b: Lesson) => a.course === b.course && a.lessonKey === b.lessonKey

/**
 * Work done on a learning page before the page knows who is learning (it is still reading the session, or, on a
 * new device, the header is still reading the signed-in parent's family): held here for the tab, shown on the page as done, and kept for whoever turns out to be learning once that is known.
 * Without it a signed-in child's first click would land in the device's anonymous slot, and the picker would then
 * ask who did it (docs/behaviour.md#progress).
 */
const NOTHING: HeldWork = Object.freeze({
  progress: EMPTY_PROGRESS,
  writings: Object.freeze([]),
  drafts: Object.freeze([]),
})
let held: HeldWork = NOTHING
const listeners = new Set<() => void>()

function set(next: HeldWork) {
  held = next
  for (const listener of [...listeners]) listener()
}

/** The completions and scores held (the same object until they change). */
export const heldProgress = (): Progress => held.progress

/** Applies a change (a completion, a score) to what is held; nothing is told when it changes nothing. */
export function holdProgress(change: (progress: Progress) => Progress): void {
  const progress = change(held.progress)
  if (progress !== held.progress) set({ ...held, progress })
}

/** Holds a submitted reflection; a second one for the same lesson replaces it, as the account would. */
export function holdWriting(writing: HeldWriting): void {
  set({ ...held, writings: [...held.writings.filter((kept) => !sameLesson(kept, writing)), writing] })
}

/** Holds a lesson's draft; the last one saved for a lesson is the one kept. */
export function holdDraft(draft: HeldDraft): void {
  set({ ...held, drafts: [...held.drafts.filter((kept) => !sameLesson(kept, draft)), draft] })
}

/** Whether any work waits to be handed over. */
export const hasHeldWork = (): boolean => held !== NOTHING

/** Everything held, handed over once: what is held is empty afterwards. */
export function takeHeldWork(): HeldWork {
  const work = held
  if (work !== NOTHING) set(NOTHING)
  return work
}

/** What the page shows as done: what is kept, with what is held added. */
export const withHeld = (kept: Progress, holding: Progress): Progress =>
  Object.keys(holding).length === 0 ? kept : mergeProgress(kept, holding)

export function subscribeHeldWork(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
