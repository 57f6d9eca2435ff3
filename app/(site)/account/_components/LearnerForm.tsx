'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { AvatarChoices, GradeBandOptions, LearnerNameField } from '@/app/_components/learners/LearnerChoiceFields'
import { buttonClass } from '@/app/_components/ui/button-classes'
import { SelectField } from '@/app/_components/ui/Field'
import { FormAlert } from '@/app/_components/ui/FormAlert'
import { useAuth } from '@/lib/auth/auth-context'
import { useOneAtATime } from '@/lib/browser/use-one-at-a-time'
import type { Learner } from '@/lib/family/report'
import { DEFAULT_AVATAR, LEARNER_MESSAGES } from '@/lib/validation/rules'

/** The checks and the writes, loaded when the form is first sent (zod with them). */
export const loadEdits = () => import('@/lib/family/account-edits')

type Props = {
  /** The learner being changed; none to add a new one. */
  learner?: Learner
  /** After a save, once the page has been asked to read everything again (e.g. to close a dialog). */
  onSaved?: () => void
  /** Leaves without saving (a dialog's Cancel); no button without it. */
  onCancel?: () => void
}

/**
 * Adds a learner, or changes one's name, grade band and avatar: checked with the same rules the database keeps
 * (learnerSchema), each message beside its field; sent from the browser with the parent's session, then the page
 * is rendered again on the server with what was stored.
 */
export function LearnerForm({ learner, onSaved, onCancel }: Props) {
  const { client } = useAuth()
  const router = useRouter()
  const id = useId()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  // Busy is said with aria-disabled, not disabled: a disabled button loses the keyboard focus, and the parent
  // who pressed it would start again from the top of the page.
  const { busy, run } = useOneAtATime()
  const adding = !learner

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    return run(() => save(form))
  }

  async function save(form: HTMLFormElement): Promise<'done'> {
    const data = new FormData(form)
    setFailure(null)
    const edits = await loadEdits().catch(() => null)
    if (!edits) {
      setFailure('We could not reach the site. Check your connection and try again.')
      return 'done'
    }
    const checked = edits.checkLearner({
      displayName: data.get('displayName') ?? '',
      gradeBand: data.get('gradeBand') || undefined,
      avatar: data.get('avatar') ?? undefined,
    })
    if (!checked.ok) {
      const found = checked.errors
      setErrors(found)
      const first = ['displayName', 'gradeBand', 'avatar'].find((field) => found[field])
      form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return 'done'
    }
    setErrors({})
    const supabase = await client()
    if (!supabase) return 'done'
    const result = learner
      ? await edits.updateLearner(supabase, learner.id, checked.learner)
      : await edits.addLearner(supabase, checked.learner)
    if (!result.ok) {
      // A name a sibling has is the name field's to say, like the form's own checks.
      if (result.message === LEARNER_MESSAGES.nameTaken) {
        setErrors({ displayName: result.message })
        form.querySelector<HTMLElement>('[data-field="displayName"]')?.focus()
      } else setFailure(result.message)
      return 'done'
    }
    if (adding) form.reset()
    router.refresh()
    onSaved?.()
    return 'done'
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <LearnerNameField
        id={`${id}-name`}
        data-field="displayName"
        name="displayName"
        defaultValue={learner?.name ?? ''}
        error={errors.displayName}
      />
      <SelectField
        id={`${id}-grade`}
        data-field="gradeBand"
        name="gradeBand"
        label="Grade band"
        defaultValue={learner?.gradeBand ?? ''}
        error={errors.gradeBand}
      >
        <GradeBandOptions />
      </SelectField>
      <AvatarChoices
        name="avatar"
        initial={learner?.avatar ?? DEFAULT_AVATAR}
        error={errors.avatar}
        errorId={`${id}-avatar-error`}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={buttonClass({ size: 'regular', tone: 'forest', dimmed: 'also-aria' })}
        >
          {busy ? 'Saving...' : adding ? 'Add learner' : 'Save changes'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass({ size: 'regular', tone: 'outline' })}>
            Cancel
          </button>
        )}
      </div>
    </form>
  )
}
