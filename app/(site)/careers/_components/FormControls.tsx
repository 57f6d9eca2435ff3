import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

/**
 * A select and a multi-line field in the look and wiring of forms/Field: a visible label, an optional hint,
 * and the error announced and tied to the control with aria-describedby and aria-invalid.
 */
interface Common {
  id: string
  label: string
  error?: string
  hint?: string
}

const CONTROL =
  'mt-1 block w-full rounded-xl border-2 border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-forest aria-[invalid=true]:border-clay-dark'

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

function Label({ id, label, hint }: Pick<Common, 'id' | 'label' | 'hint'>) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  )
}

function ErrorText({ id, error }: Pick<Common, 'id' | 'error'>) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-clay-dark">
      {error}
    </p>
  )
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & Common) {
  return (
    <div className={className}>
      <Label id={id} label={label} hint={hint} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${CONTROL} min-h-12`}
        {...select}
      >
        {children}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Common) {
  return (
    <div className={className}>
      <Label id={id} label={label} hint={hint} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...textarea}
      />
      <ErrorText id={id} error={error} />
    </div>
  )
}
