'use client'

import { useCallback, useEffect, useSyncExternalStore } from 'react'

import { useAuth } from '@/app/_components/frame/AuthProvider'
import type { LearnerId } from '@/lib/learning/learner-storage'
import { progressFromRows, rowsFromProgress, type Progress, type ProgressRow } from '@/lib/learning/progress'
import {
  adoptAnonymousProgress,
  adoptSlugKeyedProgress,
  browserProgressStore,
  getServerProgressSnapshot,
} from '@/lib/learning/progress-store'

/** Who is learning in this tab: the signed-in user's id, or null (signed out, still loading, local mode). */
export function useLearner(): LearnerId {
  const { state } = useAuth()
  return state.status === 'signed-in' ? state.session.user.id : null
}

/** Completed lessons (all courses) of whoever is learning in this tab, from the one progress store. */
export function useProgress(): Progress {
  const learner = useLearner()
  const subscribe = useCallback((listener: () => void) => browserProgressStore(learner).subscribe(listener), [learner])
  const getSnapshot = useCallback(() => browserProgressStore(learner).getSnapshot(), [learner])
  return useSyncExternalStore(subscribe, getSnapshot, getServerProgressSnapshot)
}

/**
 * Moves progress this device kept by course URL name into the progress by course id (once there is nothing
 * left to move, this only lists the storage's keys). Call before useProgressKeeper, whose sign-in merge
 * should see the moved completions.
 */
export function useSlugKeyedProgressAdoption(courseIds: readonly string[]): void {
  const ids = courseIds.join('\n')
  useEffect(() => {
    try {
      adoptSlugKeyedProgress(window.localStorage, new Set(ids.split('\n')))
    } catch {
      // storage refused: nothing was kept there
    }
  }, [ids])
}

const TABLE = 'lesson_progress'
/** The API answers at most this many rows a request (supabase/config.toml `max_rows`); an account may hold 2,000. */
const PAGE = 1000

/**
 * Keeps a signed-in learner's progress in their account: on sign-in, completions made anonymously on this
 * device become the learner's and are added to the account, and the account's are added here; every later
 * completion is written to both. Returns `complete(courseId, lessonKey)`. Without an account (or in local
 * mode) progress stays in local storage, in the anonymous slot.
 */
export function useProgressKeeper(): (course: string, lessonKey: string) => void {
  const { client } = useAuth()
  const userId = useLearner()

  useEffect(() => {
    if (!userId) return
    const local = adoptAnonymousProgress(userId)
    const loading = client()
    if (!loading) return
    let active = true
    void loading
      .then(async (supabase) => {
        const rows: ProgressRow[] = []
        for (let from = 0; ; from += PAGE) {
          const { data, error } = await supabase
            .from(TABLE)
            .select('course_id, lesson_key, completed_at')
            .order('course_id')
            .order('lesson_key')
            .range(from, from + PAGE - 1)
          if (error || !active) return
          rows.push(...(data ?? []))
          if ((data ?? []).length < PAGE) break
        }
        browserProgressStore(userId).merge(progressFromRows(rows))
        const offered = rowsFromProgress(local)
        if (offered.length > 0) {
          await supabase
            .from(TABLE)
            .upsert(offered, { onConflict: 'user_id,course_id,lesson_key', ignoreDuplicates: true })
        }
      })
      .catch(() => undefined) // progress stays on this device under the learner; the next sign-in tries again
    return () => {
      active = false
    }
  }, [userId, client])

  return useCallback(
    (course: string, lessonKey: string) => {
      const store = browserProgressStore(userId)
      store.complete(course, lessonKey)
      const loading = userId ? client() : null
      if (!loading) return
      const completedAt = store.getSnapshot()[course]?.[lessonKey] ?? new Date().toISOString()
      void loading
        .then((supabase) =>
          supabase.from(TABLE).upsert([{ course_id: course, lesson_key: lessonKey, completed_at: completedAt }], {
            onConflict: 'user_id,course_id,lesson_key',
            ignoreDuplicates: true,
          }),
        )
        .catch(() => undefined) // kept on this device; added to the account at the next sign-in
    },
    [userId, client],
  )
}
