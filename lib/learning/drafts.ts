import { draftKeyOf, type LearnerId } from './learner-keys'

/** A writing lesson's draft on this device, under the key of whoever is learning (learner-keys.ts `draftKeyOf`). */
export function readDraft(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

/** Keeps a draft (or, for null, forgets it). */
export function writeDraft(key: string, text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, text)
  } catch {
    // storage refused: the draft lives on this page only
  }
}

/** The course a draft belongs to: kept under its id, found under its URL name when saved before that. */
export interface DraftCourse {
  id: string
  slug: string
}

/**
 * A learner's draft of one lesson, kept under the course's id so that renaming the course's URL name keeps it. A
 * draft saved when drafts were kept under the URL name moves to the id the first time it is read
 * (docs/behaviour.md#progress).
 */
export function readLessonDraft(learner: LearnerId, course: DraftCourse, lessonKey: string): string {
  const key = draftKeyOf(learner, course.id, lessonKey)
  const kept = readDraft(key)
  const earlier = draftKeyOf(learner, course.slug, lessonKey)
  if (kept !== '' || earlier === key) return kept
  const moving = readDraft(earlier)
  if (moving !== '') {
    writeDraft(key, moving)
    writeDraft(earlier, null)
  }
  return moving
}
