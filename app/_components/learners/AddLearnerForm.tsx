'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { SelectField } from '@/app/_components/ui/Field'
import { FormAlert } from '@/app/_components/ui/FormAlert'
import { useOneAtATime } from '@/lib/browser/use-one-at-a-time'
import { DEFAULT_AVATAR, LEARNER_MESSAGES, learnerSchema, type Avatar, type LearnerInput } from '@/lib/validation'

import { AvatarChoices, GradeBandOptions, LearnerNameField } from './LearnerChoiceFields'

type Errors = Partial<Record<keyof LearnerInput, string>>

/**
 * A new learner: first name or nickname, grade band and an avatar from the fixed set. Checked with the same
 * rules as the table; the parent's account is filled in by the database.
 */
export function AddLearnerForm({
  onAdd,
  dismiss,
  focusName = false,
}: {
  /** Adds the learner; answers a message to show when the account refused. */
  onAdd: (input: LearnerInput) => Promise<string | null>
  dismiss: { label: string; onClick: () => void }
  /**
   * The name field takes the focus as the form appears: when the parent asked for it (the button that asked goes
   * away with it), not when the site offers it unasked, where a phone's keyboard would cover the page.
   */
  focusName?: boolean
}) {
  const id = useId()
  useEffect(() => {
    if (!focusName) return
    const frame = window.requestAnimationFrame(() => document.getElementById(`${id}-displayName`)?.focus())
    return () => window.cancelAnimationFrame(frame)
    // only when the form appears
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const [name, setName] = useState('')
  const [grade, setGrade] = useState('')
  const [avatar, setAvatar] = useState<Avatar>(DEFAULT_AVATAR)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  // Busy is aria-disabled on the button, not disabled: it keeps the keyboard focus when the request fails.
  const { busy, run } = useOneAtATime()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = learnerSchema.safeParse({ displayName: name, gradeBand: grade, avatar })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LearnerInput
        found[field] ??= issue.message
      }
      setErrors(found)
      const first = (['displayName', 'gradeBand'] as const).find((field) => found[field])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setErrors({})
    void run(async () => {
      const refused = await onAdd(parsed.data)
      // A name a sibling has is the name field's to say, like the form's own checks.
      const nameTaken = refused === LEARNER_MESSAGES.nameTaken
      setErrors(nameTaken ? { displayName: refused } : {})
      setFailure(nameTaken ? null : refused)
      if (nameTaken) document.getElementById(`${id}-displayName`)?.focus()
      return 'done'
    })
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <LearnerNameField
        id={`${id}-displayName`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.displayName}
      />
      <SelectField
        id={`${id}-gradeBand`}
        label="Grade band"
        value={grade}
        onChange={(event) => setGrade(event.target.value)}
        error={errors.gradeBand}
      >
        <GradeBandOptions />
      </SelectField>
      <AvatarChoices name={`${id}-avatar`} selected={avatar} onSelect={setAvatar} />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={buttonClass({ size: 'regular', tone: 'primary', dimmed: 'also-aria' })}
        >
          {busy ? 'Adding...' : 'Add learner'}
        </button>
        <button type="button" onClick={dismiss.onClick} className={buttonClass({ size: 'regular', tone: 'outline' })}>
          {dismiss.label}
        </button>
      </div>
    </form>
  )
}
