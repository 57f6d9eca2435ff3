import type { ComponentProps } from 'react'

import { Field } from '@/app/_components/ui/Field'
import { AVATAR_LABELS } from '@/lib/family/avatars'
import {
  AVATARS,
  GRADE_BAND_LABELS,
  GRADE_BANDS,
  LEARNER_NAME_MAX,
  MAX_LEARNERS,
  type Avatar,
} from '@/lib/validation/rules'

import { LearnerAvatar } from './LearnerAvatar'

/** Where "Add a learner" would be, for a family with the most learners it may have (the parent page, the picker). */
export const FAMILY_FULL_TEXT = `Your family has the maximum of ${MAX_LEARNERS} learners. To add another, delete one first.`

/**
 * A learner's first name or nickname, the same in every form that adds or renames one: what it asks for, and no
 * more characters typed than the name may have.
 */
export function LearnerNameField(props: Omit<ComponentProps<typeof Field>, 'label' | 'hint' | 'maxLength'>) {
  return (
    <Field
      label="First name or nickname"
      hint="No surname or e-mail address needed."
      maxLength={LEARNER_NAME_MAX}
      autoComplete="off"
      {...props}
    />
  )
}

/** The grade bands as a select's options, after an empty "Choose a grade band" (the picker, the parent page, enrolment). */
export function GradeBandOptions() {
  return (
    <>
      <option value="">Choose a grade band</option>
      {GRADE_BANDS.map((band) => (
        <option key={band} value={band}>
          {GRADE_BAND_LABELS[band]}
        </option>
      ))}
    </>
  )
}

type AvatarChoicesProps = {
  /** The radio group's name (and the form field's, for forms read with FormData). */
  name: string
  error?: string
  errorId?: string
} & (
  | { selected: Avatar; onSelect: (avatar: Avatar) => void; initial?: never }
  | { initial?: Avatar; selected?: never; onSelect?: never }
)

/**
 * The fixed set of avatars as one radio group of drawn pictures with their names: a child picks a picture, never
 * uploads a photo. Controlled (`selected`/`onSelect`) or left to the form (`initial`).
 */
export function AvatarChoices({ name, error, errorId, ...choice }: AvatarChoicesProps) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-ink">Avatar</legend>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {AVATARS.map((avatar, index) => (
          <label
            key={avatar}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-sand-dark bg-white p-2 text-sm text-ink has-checked:border-forest has-checked:bg-forest/10 has-focus-visible:outline-3 has-focus-visible:outline-forest"
          >
            <input
              type="radio"
              name={name}
              value={avatar}
              data-field={index === 0 ? 'avatar' : undefined}
              {...(choice.onSelect
                ? { checked: choice.selected === avatar, onChange: () => choice.onSelect(avatar) }
                : { defaultChecked: choice.initial === avatar })}
              className="sr-only"
            />
            <LearnerAvatar avatar={avatar} className="h-10 w-10" />
            {AVATAR_LABELS[avatar]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-clay-dark">
          {error}
        </p>
      )}
    </fieldset>
  )
}
