'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { Score } from '@/lib/learning/rules'

interface LessonCompletionValue {
  completed: boolean
  /** Records the current lesson as completed (local storage, and the account when signed in). */
  complete: () => void
  /** An exercise's best attempt so far, if any. */
  best?: Score
  /** Records an exercise attempt: the best is kept, and a passing one completes the lesson. */
  recordScore: (score: Score) => void
  /** Keeps a submitted reflection in the learner's account (nothing when no learner is signed in). */
  submitWriting: (body: string, wordCount: number) => void
  /** Sends again the reflections the learner's account has not confirmed (writing-outbox.ts). */
  resendWritings: () => void
  /** Keeps a writing lesson's draft on this device for whoever is learning (or, for null, forgets it). */
  saveDraft: (text: string | null) => void
}

const LessonCompletionContext = createContext<LessonCompletionValue>({
  completed: false,
  complete: () => undefined,
  recordScore: () => undefined,
  submitWriting: () => undefined,
  resendWritings: () => undefined,
  saveDraft: () => undefined,
})

export function LessonCompletionProvider({ value, children }: { value: LessonCompletionValue; children: ReactNode }) {
  return <LessonCompletionContext.Provider value={value}>{children}</LessonCompletionContext.Provider>
}

/** What a lesson component uses to mark the lesson done ("Mark as Complete", a finished exercise). */
export const useLessonCompletion = () => useContext(LessonCompletionContext)
