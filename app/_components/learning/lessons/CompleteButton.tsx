'use client'

import { useLessonCompletion } from '../LessonCompletion'

/**
 * "Mark as Complete", or the completed state once the lesson is done. Done, it is aria-disabled rather than
 * disabled, so the keyboard focus stays on it (a disabled button drops it) and the new name is heard there.
 */
export function CompleteButton() {
  const { completed, complete } = useLessonCompletion()
  return (
    <button
      type="button"
      onClick={completed ? undefined : complete}
      aria-disabled={completed}
      className="inline-flex min-h-12 items-center rounded-full bg-forest px-6 py-2 font-semibold text-cream hover:bg-forest-dark aria-disabled:cursor-default aria-disabled:bg-forest/80"
    >
      {completed ? '✓ Completed' : 'Mark as Complete'}
    </button>
  )
}
