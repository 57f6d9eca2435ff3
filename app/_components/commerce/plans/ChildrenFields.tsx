'use client'

import { useRef } from 'react'

import { GradeBandOptions } from '@/app/_components/learners/LearnerChoiceFields'
import { Field, SelectField } from '@/app/_components/ui/Field'
import {
  addChild,
  canAddChild,
  canTakeLearner,
  gradeBandOf,
  removeChild,
  toggleLearner,
  updateChild,
  type ChildErrors,
  type ChildRow,
  type FamilyLearner,
} from '@/lib/commerce/enrollment-children'
import { GRADE_BAND_LABELS, LEARNER_NAME_MAX, MAX_LEARNERS } from '@/lib/validation/rules'

type Props = {
  idPrefix: string
  rows: readonly ChildRow[]
  onChange: (rows: ChildRow[]) => void
  errors: Record<string, ChildErrors>
  /** The signed-in family's learners, offered as ticks; empty for a guest. */
  learners: readonly FamilyLearner[]
}

const nameId = (idPrefix: string, key: string) => `${idPrefix}-${key}-name`

/**
 * The children to enrol: the family's learners to tick, then one row per child (first name and grade band),
 * 1 to 8 rows. A new row's name field takes the focus; removing a row gives it to "Add another child".
 */
export function ChildrenFields({ idPrefix, rows, onChange, errors, learners }: Props) {
  const addButton = useRef<HTMLButtonElement>(null)
  const focusSoon = (id: string) => window.requestAnimationFrame(() => document.getElementById(id)?.focus())

  function add() {
    const next = addChild(rows)
    onChange(next)
    const added = next.at(-1)
    if (added && next.length > rows.length) focusSoon(nameId(idPrefix, added.key))
  }

  function remove(key: string) {
    onChange(removeChild(rows, key))
    window.requestAnimationFrame(() => addButton.current?.focus())
  }

  return (
    <fieldset className="space-y-4">
      <legend className="font-display text-xl font-semibold text-ink">Your children</legend>
      {learners.length > 0 && (
        <fieldset className="rounded-xl bg-white p-4">
          <legend className="px-1 font-semibold text-ink">Learners on your account</legend>
          <ul className="mt-1 space-y-2">
            {learners.map((learner) => {
              const id = `${idPrefix}-learner-${learner.id}`
              const ticked = rows.some((row) => row.learnerId === learner.id)
              return (
                <li key={learner.id} className="flex min-h-11 items-center gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    checked={ticked}
                    disabled={!ticked && !canTakeLearner(rows)}
                    onChange={(event) => onChange(toggleLearner(rows, learner, event.target.checked))}
                    className="h-5 w-5 accent-forest"
                  />
                  <label htmlFor={id} className="text-ink">
                    {learner.displayName}
                    {learner.gradeBand && <span className="text-muted"> · {GRADE_BAND_LABELS[learner.gradeBand]}</span>}
                  </label>
                </li>
              )
            })}
          </ul>
          <p className="mt-2 text-sm text-muted">
            {learners.length >= MAX_LEARNERS
              ? `Your account already has ${MAX_LEARNERS} learners, the most it can hold: children you add below are enrolled, but not added as learners.`
              : `Names you add below become learners on your account after payment, up to ${MAX_LEARNERS} learners in all.`}
          </p>
        </fieldset>
      )}
      <ol className="space-y-4">
        {rows.map((row, index) => {
          const number = index + 1
          const rowErrors = errors[row.key] ?? {}
          return (
            <li key={row.key} className="rounded-xl border-2 border-sand-dark bg-white p-4">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-semibold text-ink" id={`${idPrefix}-${row.key}-heading`}>
                  Child {number}
                </h3>
                {rows.length > 1 && (
                  <button
                    type="button"
                    onClick={() => remove(row.key)}
                    aria-label={`Remove child ${number}${row.firstName.trim() ? ` (${row.firstName.trim()})` : ''}`}
                    className="min-h-11 rounded-full px-3 text-sm font-semibold text-clay-dark underline underline-offset-2 hover:bg-clay/10"
                  >
                    Remove
                  </button>
                )}
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <Field
                  id={nameId(idPrefix, row.key)}
                  label={`First name of child ${number}`}
                  autoComplete="off"
                  // The learner it becomes has a name of at most this many characters: no more can be typed.
                  maxLength={LEARNER_NAME_MAX}
                  value={row.firstName}
                  readOnly={Boolean(row.learnerId)}
                  onChange={(event) => onChange(updateChild(rows, row.key, { firstName: event.target.value }))}
                  error={rowErrors.firstName}
                />
                <SelectField
                  id={`${idPrefix}-${row.key}-grade`}
                  label={`Grade band of child ${number}`}
                  value={row.gradeBand}
                  onChange={(event) =>
                    onChange(updateChild(rows, row.key, { gradeBand: gradeBandOf(event.target.value) }))
                  }
                  error={rowErrors.gradeBand}
                >
                  <GradeBandOptions />
                </SelectField>
              </div>
            </li>
          )
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        onClick={add}
        disabled={!canAddChild(rows)}
        className="min-h-11 rounded-full border-2 border-forest px-5 font-semibold text-forest hover:bg-forest hover:text-cream disabled:cursor-not-allowed disabled:opacity-50"
      >
        Add another child
      </button>
      {!canAddChild(rows) && (
        <p className="text-sm text-muted">You can enrol at most {MAX_LEARNERS} children at once.</p>
      )}
    </fieldset>
  )
}
