'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { FormAlert } from '@/app/_components/ui/FormAlert'
import { ModalDialog } from '@/app/_components/ui/ModalDialog'
import { useAuth } from '@/lib/auth/auth-context'
import type { Learner } from '@/lib/family/report'

import { LearnerForm, loadEdits } from './LearnerForm'

/** The id of the page's "Your learners" heading, which takes focus after a learner is deleted. */
export const LEARNERS_HEADING_ID = 'learners-heading'

const small = buttonClass({ size: 'small', tone: 'outline' })

/** "Amara's progress, scores and writing will be deleted. This cannot be undone." */
export const deleteWarning = (name: string) =>
  `${name}'s progress, scores and writing will be deleted. This cannot be undone.`

/** Edit and Delete for one learner, each in a dialog; Delete says exactly what goes before it goes. */
export function LearnerActions({ learner }: { learner: Learner }) {
  const { client } = useAuth()
  const router = useRouter()
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const deleted = useRef(false)
  // Once the page renders without this learner, the button that opened the dialog is gone with the card: focus
  // goes to the list's heading rather than to nothing.
  useEffect(
    () => () => {
      if (deleted.current) requestAnimationFrame(() => document.getElementById(LEARNERS_HEADING_ID)?.focus())
    },
    [],
  )
  const close = () => {
    setDialog(null)
    setFailure(null)
  }

  async function remove() {
    setBusy(true)
    const [supabase, edits] = await Promise.all([client(), loadEdits().catch(() => null)])
    const result = supabase && edits ? await edits.deleteLearner(supabase, learner.id) : null
    setBusy(false)
    if (!result) return
    if (!result.ok) {
      setFailure(result.message)
      return
    }
    deleted.current = true
    setDialog(null)
    router.refresh()
  }

  return (
    <div className="flex w-full flex-wrap gap-2 sm:w-auto">
      <button type="button" className={small} onClick={() => setDialog('edit')}>
        Edit<span className="sr-only"> {learner.name}</span>
      </button>
      <button type="button" className={small} onClick={() => setDialog('delete')}>
        Delete<span className="sr-only"> {learner.name}</span>
      </button>
      <ModalDialog
        open={dialog === 'edit'}
        onClose={close}
        title={`Edit ${learner.name}`}
        closeLabel="Close the edit dialog"
      >
        <div className="mt-4">
          <LearnerForm learner={learner} onSaved={close} onCancel={close} />
        </div>
      </ModalDialog>
      <ModalDialog
        open={dialog === 'delete'}
        onClose={close}
        title={`Delete ${learner.name}?`}
        closeLabel="Close without deleting"
      >
        <p className="mt-4 text-ink">{deleteWarning(learner.name)}</p>
        <FormAlert message={failure} />
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            className={buttonClass({ size: 'regular', tone: 'primary' })}
          >
            {busy ? 'Deleting...' : `Delete ${learner.name}`}
          </button>
          <button type="button" onClick={close} className={buttonClass({ size: 'regular', tone: 'outline' })}>
            Cancel
          </button>
        </div>
      </ModalDialog>
    </div>
  )
}
