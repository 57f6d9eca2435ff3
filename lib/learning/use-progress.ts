'use client'

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import type { LearnerId } from '@/lib/learning/learner-storage'
import { progressFromRows, rowsFromProgress, type Progress, type ProgressRow } from '@/lib/learning/progress'
import {
  adoptAnonymousProgress,
  adoptSlugKeyedProgress,
  browserProgressStore,
  getServerProgressSnapshot,
} from '@/lib/learning/progress-store'
import type { Score } from '@/lib/learning/rules'
import type { TypedSupabaseClient } from '@/lib/supabase/browser'

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
const COLUMNS = 'course_id, lesson_key, completed_at, best_correct, best_total'

/**
 * Writes rows to the account. The table keeps, per lesson, the earlier completion and the better score whatever
 * arrives (a trigger, supabase/migrations/20261126000100_lesson_progress_scores.sql), so what this device knows is
 * sent as it is, in any order.
 */
const send = (supabase: TypedSupabaseClient, rows: ProgressRow[]) =>
  supabase.from(TABLE).upsert(rows, { onConflict: 'user_id,course_id,lesson_key' })

export interface ProgressKeeper {
  /** Marks a lesson completed. */
  complete(course: string, lessonKey: string): void
  /** Records an exercise attempt: the best score is kept and a passing one completes the lesson. */
  recordScore(course: string, lessonKey: string, score: Score): void
}

/**
 * Keeps a signed-in learner's progress in their account: on sign-in, progress made anonymously on this device
 * becomes the learner's and is added to the account, and the account's is added here; every later completion
 * or score is written to both. Without an account (or in local mode) progress stays in local storage, in the
 * anonymous slot.
 */
export function useProgressKeeper(): ProgressKeeper {
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
            .select(COLUMNS)
            .order('course_id')
            .order('lesson_key')
            .range(from, from + PAGE - 1)
          if (error || !active) return
          rows.push(...(data ?? []))
          if ((data ?? []).length < PAGE) break
        }
        browserProgressStore(userId).merge(progressFromRows(rows))
        const offered = rowsFromProgress(local)
        if (offered.length > 0) await send(supabase, offered)
      })
      .catch(() => undefined) // progress stays on this device under the learner; the next sign-in tries again
    return () => {
      active = false
    }
  }, [userId, client])

  return useMemo(() => {
    /** After a change to one lesson here, the account gets that lesson as this device now knows it. */
    const mirror = (course: string, lessonKey: string) => {
      const loading = userId ? client() : null
      const record = browserProgressStore(userId).getSnapshot()[course]?.[lessonKey]
      if (!loading || !record) return
      void loading
        .then((supabase) => send(supabase, rowsFromProgress({ [course]: { [lessonKey]: record } })))
        .catch(() => undefined) // kept on this device; added to the account at the next sign-in
    }
    return {
      complete(course, lessonKey) {
        browserProgressStore(userId).complete(course, lessonKey)
        mirror(course, lessonKey)
      },
      recordScore(course, lessonKey, score) {
        browserProgressStore(userId).recordScore(course, lessonKey, score)
        mirror(course, lessonKey)
      },
    }
  }, [userId, client])
}
