'use client'

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import { writeDraft } from '@/lib/learning/drafts'
import {
  heldProgress,
  holdDraft,
  holdProgress,
  holdWriting,
  subscribeHeldWork,
  takeHeldWork,
  withHeld,
  type HeldWriting,
} from '@/lib/learning/held-work'
import { draftKeyOf } from '@/lib/learning/learner-keys'
import {
  progressFromRows,
  rowsFromProgress,
  withCompleted,
  withScore,
  type Progress,
  type ProgressRow,
} from '@/lib/learning/progress'
import {
  adoptSlugKeyedProgress,
  browserProgressStore,
  getServerProgressSnapshot,
  handOverUserProgress,
} from '@/lib/learning/progress-store'
import type { Score } from '@/lib/learning/rules'
import { useLearner } from '@/lib/learning/use-learner'
import { useLearnerPending } from '@/lib/learning/use-learner-pending'
import { deliverWriting, resendOutbox } from '@/lib/learning/writing-outbox'
import type { TypedSupabaseClient } from '@/lib/supabase/browser'

/**
 * Completed lessons (all courses) of whoever is learning in this tab, from the one progress store, with the work
 * held while the tab could not yet say who is learning (held-work.ts).
 */
export function useProgress(): Progress {
  const learner = useLearner()
  const subscribe = useCallback((listener: () => void) => browserProgressStore(learner).subscribe(listener), [learner])
  const getSnapshot = useCallback(() => browserProgressStore(learner).getSnapshot(), [learner])
  const kept = useSyncExternalStore(subscribe, getSnapshot, getServerProgressSnapshot)
  const holding = useSyncExternalStore(subscribeHeldWork, heldProgress, getServerProgressSnapshot)
  return useMemo(() => withHeld(kept, holding), [kept, holding])
}

/**
 * Moves progress this device kept by course URL name into the progress by course id (once there is nothing
 * left to move, this only lists the storage's keys). Call before useProgressKeeper, whose merge with the
 * account should see the moved completions.
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
/** The API answers at most this many rows a request (supabase/config.toml `max_rows`); a learner may hold 2,000. */
const PAGE = 1000
const COLUMNS = 'course_id, lesson_key, completed_at, best_correct, best_total'

/**
 * Writes a learner's rows to the account. The table keeps, per lesson, the earlier completion and the better
 * score whatever arrives (a trigger, supabase/migrations/20261126000100_lesson_progress_scores.sql), so what this
 * device knows is sent as it is, in any order.
 */
const send = (supabase: TypedSupabaseClient, learner: string, rows: ProgressRow[]) =>
  supabase.from(TABLE).upsert(
    rows.map((row) => ({ ...row, learner_id: learner })),
    { onConflict: 'learner_id,course_id,lesson_key' },
  )

export interface ProgressKeeper {
  /** Marks a lesson completed. */
  complete(course: string, lessonKey: string): void
  /** Records an exercise attempt: the best score is kept and a passing one completes the lesson. */
  recordScore(course: string, lessonKey: string, score: Score): void
  /**
   * Keeps a submitted reflection in the account (the lesson's completion is recorded by `complete`); until the
   * account has it, it waits on this device (writing-outbox.ts).
   */
  submitWriting(course: string, lessonKey: string, body: string, wordCount: number): void
  /** Sends again the learner's reflections the account has not confirmed. */
  resendWritings(): void
  /** Keeps a writing lesson's draft on this device for the learner (or, for null, forgets it), by course id. */
  saveDraft(course: string, lessonKey: string, text: string | null): void
}

/**
 * Keeps the active learner's progress in the account: when a learner starts learning in this tab (a parent
 * picked them, or this device remembered them), what the account holds for them is added here and what this
 * device holds is added to the account; every later completion or score is written to both. With no learner
 * (signed out, local mode, none chosen) progress stays in local storage, in the anonymous slot. While the tab cannot
 * yet say who is learning (`useLearnerPending`), work is held (held-work.ts) and goes to whoever is learning once
 * that is known.
 */
export function useProgressKeeper(): ProgressKeeper {
  const { client, state } = useAuth()
  const userId = state.status === 'signed-in' ? state.session.user.id : null
  const pending = useLearnerPending()
  const learner = useLearner()

  const keeper = useMemo<ProgressKeeper>(() => {
    const withAccount = (use: (supabase: TypedSupabaseClient, learner: string) => PromiseLike<unknown>) => {
      const loading = learner ? client() : null
      if (!loading || !learner) return
      void loading.then((supabase) => use(supabase, learner)).then(undefined, () => undefined)
    }
    /** One submission per lesson: a resubmission replaces the text kept before. True once the account has it. */
    const write = async ({ course, lessonKey, body, wordCount }: HeldWriting) => {
      const supabase = learner ? await client() : null
      if (!supabase || !learner) return false
      const { error } = await supabase
        .from('writing_submissions')
        .upsert(
          { learner_id: learner, course_id: course, lesson_key: lessonKey, body, word_count: wordCount },
          { onConflict: 'learner_id,course_id,lesson_key' },
        )
      return !error
    }
    /** After a change to one lesson here, the account gets that lesson as this device now knows it. */
    const mirror = (course: string, lessonKey: string) => {
      const record = browserProgressStore(learner).getSnapshot()[course]?.[lessonKey]
      // kept on this device if the write fails; added to the account at the next visit
      if (record)
        withAccount((supabase, id) => send(supabase, id, rowsFromProgress({ [course]: { [lessonKey]: record } })))
    }
    return {
      complete(course, lessonKey) {
        browserProgressStore(learner).complete(course, lessonKey)
        mirror(course, lessonKey)
      },
      recordScore(course, lessonKey, score) {
        browserProgressStore(learner).recordScore(course, lessonKey, score)
        mirror(course, lessonKey)
      },
      submitWriting(course, lessonKey, body, wordCount) {
        if (learner) void deliverWriting(learner, { course, lessonKey, body, wordCount }, write)
      },
      resendWritings() {
        if (learner) resendOutbox(learner, write)
      },
      saveDraft(course, lessonKey, text) {
        writeDraft(draftKeyOf(learner, course, lessonKey), text)
      },
    }
  }, [learner, client])

  // Declared before the account's merge below, which runs in the same commit (the user just became known) and so
  // offers the held completions to the account with the rest of what this device holds.
  useEffect(() => {
    if (pending) return
    const { progress, writings, drafts } = takeHeldWork()
    if (Object.keys(progress).length > 0) browserProgressStore(learner).merge(progress)
    for (const draft of drafts) keeper.saveDraft(draft.course, draft.lessonKey, draft.text)
    for (const writing of writings)
      keeper.submitWriting(writing.course, writing.lessonKey, writing.body, writing.wordCount)
  }, [pending, learner, keeper])

  // Reflections a failed write left on this device go to the account when the learner starts learning here again.
  useEffect(() => {
    if (learner && userId) keeper.resendWritings()
  }, [learner, userId, keeper])

  useEffect(() => {
    if (!learner || !userId) return
    // What the account kept here before it had learners belongs to the first learner who learns on this device.
    handOverUserProgress(userId, learner)
    const local = browserProgressStore(learner).getSnapshot()
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
            .eq('learner_id', learner)
            .order('course_id')
            .order('lesson_key')
            .range(from, from + PAGE - 1)
          if (error || !active) return
          rows.push(...(data ?? []))
          if ((data ?? []).length < PAGE) break
        }
        browserProgressStore(learner).merge(progressFromRows(rows))
        const offered = rowsFromProgress(local)
        if (offered.length > 0) await send(supabase, learner, offered)
      })
      .catch(() => undefined) // progress stays on this device under the learner; the next visit tries again
    return () => {
      active = false
    }
  }, [learner, userId, client])

  return useMemo<ProgressKeeper>(
    () =>
      pending
        ? {
            complete: (course, lessonKey) => holdProgress((held) => withCompleted(held, course, lessonKey)),
            recordScore: (course, lessonKey, score) =>
              holdProgress((held) => withScore(held, course, lessonKey, score)),
            submitWriting: (course, lessonKey, body, wordCount) => holdWriting({ course, lessonKey, body, wordCount }),
            resendWritings: () => undefined,
            saveDraft: (course, lessonKey, text) => holdDraft({ course, lessonKey, text }),
          }
        : keeper,
    [pending, keeper],
  )
}
