'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import {
  activeLearnerOf,
  askedThisVisit,
  markAskedThisVisit,
  setActiveLearner,
  settleLearner,
  subscribeActiveLearner,
} from '@/lib/family/active-learner'
import { chooseLearner } from '@/lib/family/choose-learner'
import { familyChanges, isLearningPage, loadFamily, rememberAdded, subscribeFamilyChanges } from '@/lib/family/family'
import { addLearner, learnerRefusal, type Learner } from '@/lib/family/learners'
import { closePicker, openPicker, pickerRequest, subscribePickerRequest } from '@/lib/family/picker-request'
import { hasHeldWork } from '@/lib/learning/held-work'
import { hasAnonymousWork } from '@/lib/learning/progress-store'
import type { LearnerInput } from '@/lib/validation'

import { LearnerAvatar } from './LearnerAvatar'
import { LearnerPicker } from './LearnerPicker'

const ADD_FAILED = 'The learner could not be added just now. Please try again.'
const noLearner = () => null
const noRequest = () => null

/**
 * Who is learning, for a signed-in parent (loaded only then): the header's switch with the learner's avatar and
 * name, which opens the picker, and the picker itself, which asks on the first course, lesson or game page of
 * each visit when the family has no learner or several (one learner is simply the learner), and on any page
 * when work done on this device before a learner was chosen is waiting for one.
 */
const noChanges = () => 0

export function LearnerSwitch({ userId }: { userId: string }) {
  const { client } = useAuth()
  const pathname = usePathname()
  const [learners, setLearners] = useState<Learner[] | null>(null)
  const switchButton = useRef<HTMLButtonElement>(null)
  const request = useSyncExternalStore(subscribePickerRequest, pickerRequest, noRequest)
  const getActive = () => activeLearnerOf(userId)
  const active = useSyncExternalStore(subscribeActiveLearner, getActive, noLearner)
  const changes = useSyncExternalStore(subscribeFamilyChanges, familyChanges, noChanges)
  // Until the family is known, each page the parent opens asks for it again: a read that failed is tried anew
  // (the switch stays mounted from page to page), and one still on its way is simply awaited again.
  const unreadOn = learners === null ? pathname : null

  useEffect(() => {
    let current = true
    // No list, no question: progress stays as it is until the next page, and held work goes where it would have.
    const loading = client()
    if (!loading) settleLearner(userId)
    void loading
      ?.then((supabase) => loadFamily(userId, supabase))
      .then((family) => {
        if (current) setLearners(family)
      })
      .catch(() => settleLearner(userId))
    return () => {
      current = false
    }
  }, [client, userId, changes, unreadOn])

  // Once the family is known: a learner this device remembers but the family no longer has is forgotten, and a
  // family of one has its learner without a question (unless work done here waits to be given to someone). A child
  // deleted while a course, lesson or game is open (on /account, maybe in another tab) is not followed by a sibling
  // unasked: the picker asks who carries on.
  useEffect(() => {
    if (!learners) return
    const remembered = activeLearnerOf(userId)
    const gone = remembered !== null && !learners.some((learner) => learner.id === remembered)
    if (gone) setActiveLearner(userId, null)
    const asking = gone && isLearningPage(pathname)
    const only = learners.length === 1 ? learners[0] : undefined
    if (!asking && only && activeLearnerOf(userId) === null && !hasAnonymousWork()) {
      chooseLearner(userId, only.id, { takeAnonymousWork: false })
    }
    // Work held until now goes to the learner decided here, or with nobody chosen to the device's anonymous slot.
    settleLearner(userId)
    if (asking) {
      markAskedThisVisit(userId)
      openPicker(hasAnonymousWork())
    }
  }, [learners, userId, pathname])

  useEffect(() => {
    if (!learners || askedThisVisit(userId)) return
    // Work held for a learner not yet chosen reaches the anonymous slot next, so it is waiting for one too.
    const waiting = hasAnonymousWork() || (activeLearnerOf(userId) === null && hasHeldWork())
    if (!waiting && !(isLearningPage(pathname) && learners.length !== 1)) return
    markAskedThisVisit(userId)
    openPicker(waiting)
  }, [learners, pathname, userId])

  if (!learners) return null

  const pick = (learner: Learner) => {
    chooseLearner(userId, learner.id, { takeAnonymousWork: request?.keepsDeviceWork ?? false })
    closePicker()
  }
  const close = () => {
    closePicker()
    // A family of one still has its learner; only the work done here before stays where it was.
    const only = learners.length === 1 ? learners[0] : undefined
    if (only && activeLearnerOf(userId) === null) chooseLearner(userId, only.id, { takeAnonymousWork: false })
  }
  const add = async (input: LearnerInput): Promise<string | null> => {
    try {
      const supabase = await client()
      if (!supabase) return ADD_FAILED
      const added = await addLearner(supabase, input)
      const family = [...learners, added]
      rememberAdded(userId, family)
      setLearners(family)
      pick(added)
      return null
    } catch (error) {
      return (error instanceof Error && learnerRefusal(error.message)) || ADD_FAILED
    }
  }

  const learning = learners.find((learner) => learner.id === active)
  return (
    <>
      {/* A family with no learner yet (the parent said Not now) can still add one from here. */}
      <button
        ref={switchButton}
        type="button"
        onClick={() => openPicker(hasAnonymousWork())}
        className="inline-flex min-h-11 max-w-40 items-center gap-2 rounded-full border-2 border-sand-dark bg-white py-1 pr-3 pl-1 text-sm font-semibold text-ink hover:bg-sand lg:max-w-56"
      >
        {learning ? (
          <>
            <LearnerAvatar avatar={learning.avatar} className="h-8 w-8" />
            <span className="truncate">
              <span className="max-lg:sr-only">Learning: </span>
              {learning.displayName}
            </span>
          </>
        ) : (
          <span className="pl-2 whitespace-nowrap">{learners.length > 0 ? 'Who is learning?' : 'Add a learner'}</span>
        )}
      </button>
      <LearnerPicker
        open={request !== null}
        onClose={close}
        learners={learners}
        active={active}
        keepsDeviceWork={request?.keepsDeviceWork ?? false}
        onPick={pick}
        onAdd={add}
        returnFocusTo={() => switchButton.current}
      />
    </>
  )
}
