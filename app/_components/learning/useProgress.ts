'use client'

import { useCallback, useEffect, useSyncExternalStore } from 'react'

import { useAuth } from '@/app/_components/auth/AuthProvider'
import { progressFromRows, rowsFromProgress, type Progress, type ProgressRow } from '@/lib/learning/progress'
import { browserProgressStore, getServerProgressSnapshot } from '@/lib/learning/progress-store'

const subscribe = (listener: () => void) => browserProgressStore().subscribe(listener)
const getSnapshot = () => browserProgressStore().getSnapshot()

/** Completed lessons (all courses), from the one progress store. */
export function useProgress(): Progress {
  return useSyncExternalStore(subscribe, getSnapshot, getServerProgressSnapshot)
}

const TABLE = 'lesson_progress'

/**
 * Keeps a signed-in learner's progress in their account: on sign-in, completions made on this device
 * are added to the account and the account's are added here; every later completion is written to
 * both. Returns `complete(course, lessonKey)`. Without an account (or in local mode) progress stays in
 * local storage.
 */
export function useProgressKeeper(): (course: string, lessonKey: string) => void {
  const { state, client } = useAuth()
  const userId = state.status === 'signed-in' ? state.session.user.id : null

  useEffect(() => {
    const loading = userId ? client() : null
    if (!loading) return
    let active = true
    void loading
      .then(async (supabase) => {
        const { data, error } = await supabase.from(TABLE).select('course_slug, lesson_key, completed_at')
        if (error || !active) return
        const store = browserProgressStore()
        store.merge(progressFromRows((data ?? []) as ProgressRow[]))
        const rows = rowsFromProgress(store.getSnapshot())
        if (rows.length > 0) {
          await supabase.from(TABLE).upsert(rows, { onConflict: 'user_id,course_slug,lesson_key', ignoreDuplicates: true })
        }
      })
      .catch(() => undefined) // progress stays local; the next sign-in tries again
    return () => {
      active = false
    }
  }, [userId, client])

  return useCallback(
    (course: string, lessonKey: string) => {
      browserProgressStore().complete(course, lessonKey)
      const loading = userId ? client() : null
      if (!loading) return
      const completedAt = browserProgressStore().getSnapshot()[course]?.[lessonKey] ?? new Date().toISOString()
      void loading
        .then((supabase) =>
          supabase
            .from(TABLE)
            .upsert([{ course_slug: course, lesson_key: lessonKey, completed_at: completedAt }], {
              onConflict: 'user_id,course_slug,lesson_key',
              ignoreDuplicates: true,
            }),
        )
        .catch(() => undefined) // kept locally; merged into the account at the next sign-in
    },
    [userId, client],
  )
}
