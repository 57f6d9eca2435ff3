'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { ModalDialog } from '@/app/_components/ui/ModalDialog'
import type { Learner } from '@/lib/family/learners'
import { MAX_LEARNERS, type LearnerInput } from '@/lib/validation'

import { AddLearnerForm } from './AddLearnerForm'
import { LearnerAvatar } from './LearnerAvatar'
import { FAMILY_FULL_TEXT } from './LearnerChoiceFields'

/** The line that tells a parent the work done before choosing goes to the learner they choose. */
export const KEEP_DEVICE_WORK_TEXT = 'The work done on this device will be kept for the learner you choose.'

type Props = {
  open: boolean
  /** Closed without a choice (Escape, ×, Not now): the learner stays as it was. */
  onClose: () => void
  learners: readonly Learner[]
  active: string | null
  /** Whether work done on this device before a learner was chosen goes to the one chosen now. */
  keepsDeviceWork: boolean
  onPick: (learner: Learner) => void
  /** Adds a learner and picks them; answers a message to show when the account refused. */
  onAdd: (input: LearnerInput) => Promise<string | null>
  /** Where the focus goes when the site, not a button, opened the picker: the header's switch. */
  returnFocusTo: () => HTMLElement | null
}

/**
 * "Who is learning?": the family's learners as big targets (arrow keys move between them, Enter or Space picks),
 * and Add a learner while the family has room. A family with no learner yet is offered the form at once, with
 * Not now (progress then stays on this device, as when signed out).
 */
export function LearnerPicker({
  open,
  onClose,
  learners,
  active,
  keepsDeviceWork,
  onPick,
  onAdd,
  returnFocusTo,
}: Props) {
  const [adding, setAdding] = useState(false)
  const first = learners.length === 0
  const showForm = first || adding
  const close = () => {
    setAdding(false)
    onClose()
  }
  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={first ? 'Add your first learner' : adding ? 'Add a learner' : 'Who is learning?'}
      closeLabel="Close the learner picker"
      returnFocusTo={returnFocusTo}
    >
      {first && (
        <p className="mt-3 text-ink">
          Each child keeps their own lessons and writing. Add the child who is learning now; you can add brothers and
          sisters later.
        </p>
      )}
      {keepsDeviceWork && (
        <p className="mt-3 rounded-xl border-l-4 border-ochre bg-ochre-light p-3 text-ink">{KEEP_DEVICE_WORK_TEXT}</p>
      )}
      {showForm ? (
        <AddLearnerForm
          onAdd={async (input) => {
            const refused = await onAdd(input)
            if (refused === null) setAdding(false)
            return refused
          }}
          dismiss={first ? { label: 'Not now', onClick: close } : { label: 'Back', onClick: () => setAdding(false) }}
          focusName={!first}
        />
      ) : (
        <>
          <LearnerChoices learners={learners} active={active} onPick={onPick} />
          {learners.length < MAX_LEARNERS ? (
            <button
              type="button"
              onClick={() => setAdding(true)}
              className={buttonClass({ size: 'regular', tone: 'outline', className: 'mt-5 w-full' })}
            >
              Add a learner
            </button>
          ) : (
            <p className="mt-5 text-ink">
              {FAMILY_FULL_TEXT}{' '}
              <Link href="/account" onClick={close} className="font-semibold text-forest underline">
                Go to your account
              </Link>
            </p>
          )}
        </>
      )}
    </ModalDialog>
  )
}

/** One target per learner; only one is in the Tab order, the arrow keys (and Home, End) move between them. */
function LearnerChoices({
  learners,
  active,
  onPick,
}: {
  learners: readonly Learner[]
  active: string | null
  onPick: (learner: Learner) => void
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const activeIndex = Math.max(
    0,
    learners.findIndex((learner) => learner.id === active),
  )
  const [focusIndex, setFocusIndex] = useState(activeIndex)

  // Focus starts on the learner learning now (or the first), ready for the arrow keys: after the dialog has
  // opened, which its own effect does after this one.
  useEffect(() => {
    const frame = requestAnimationFrame(() => buttons.current[activeIndex]?.focus())
    return () => cancelAnimationFrame(frame)
    // only when the choices appear
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = learners.length - 1
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    setFocusIndex(next)
    buttons.current[next]?.focus()
  }

  return (
    <ul className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2" onKeyDown={onKeyDown} aria-label="Learners">
      {learners.map((learner, index) => {
        const current = learner.id === active
        return (
          <li key={learner.id}>
            <button
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-current={current ? 'true' : undefined}
              onFocus={() => setFocusIndex(index)}
              onClick={() => onPick(learner)}
              className={`flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 p-3 text-left text-lg font-semibold text-ink hover:bg-sand ${
                current ? 'border-forest bg-forest/10' : 'border-sand-dark bg-white'
              }`}
            >
              <LearnerAvatar avatar={learner.avatar} className="h-14 w-14" />
              <span className="min-w-0 flex-1 wrap-anywhere">
                {learner.displayName}
                {current && <span className="block text-sm font-normal text-muted">Learning now</span>}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
