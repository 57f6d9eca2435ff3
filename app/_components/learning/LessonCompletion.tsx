'use client'

import { createContext, useContext, type ReactNode } from 'react'

interface LessonCompletionValue {
  completed: boolean
  /** Records the current lesson as completed (local storage, and the account when signed in). */
  complete: () => void
}

const LessonCompletionContext = createContext<LessonCompletionValue>({ completed: false, complete: () => undefined })

export function LessonCompletionProvider({ value, children }: { value: LessonCompletionValue; children: ReactNode }) {
  return <LessonCompletionContext.Provider value={value}>{children}</LessonCompletionContext.Provider>
}

/** What a lesson component uses to mark the lesson done ("Mark as Complete", a finished exercise). */
export const useLessonCompletion = () => useContext(LessonCompletionContext)
