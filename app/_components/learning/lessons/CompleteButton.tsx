'use client'

import { useLessonCompletion } from '../LessonCompletion'

/** "Mark as Complete", or the completed state once the lesson is done. */
export function CompleteButton() {
  const { completed, complete } = useLessonCompletion()
  return (
    <button
      type="button"
      onClick={complete}
      disabled={completed}
      className="inline-flex min-h-12 items-center rounded-full bg-forest px-6 py-2 font-semibold text-cream hover:bg-forest-dark disabled:cursor-default disabled:bg-forest/80"
    >
      {completed ? '✓ Completed' : 'Mark as Complete'}
    </button>
  )
}
