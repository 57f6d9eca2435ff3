import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

/** What every form control takes besides its own attributes: its id, visible label, error and optional hint. */
interface Wiring {
  id: string
  label: string
  error?: string
  hint?: string
}

const CONTROL =
  'mt-1 block w-full rounded-xl border-2 border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-forest aria-[invalid=true]:border-clay-dark'

/** The control's id and the attributes that tie its hint and error to it, so both are announced with it. */
function controlWiring({ id, error, hint }: Omit<Wiring, 'label'>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
}

/** The label and hint above a control, its error below it. */
function Labelled({
  id,
  label,
  error,
  hint,
  className,
  children,
}: Wiring & { className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-clay-dark">
          {error}
        </p>
      )}
    </div>
  )
}

/** A labelled input with its error (announced and tied to the input) and optional hint. */
export function Field({ id, label, error, hint, className, ...input }: InputHTMLAttributes<HTMLInputElement> & Wiring) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint} className={className}>
      <input {...controlWiring({ id, error, hint })} className={`${CONTROL} min-h-12`} {...input} />
    </Labelled>
  )
}

/** A labelled select, wired like `Field`. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & Wiring) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint} className={className}>
      <select {...controlWiring({ id, error, hint })} className={`${CONTROL} min-h-12`} {...select}>
        {children}
      </select>
    </Labelled>
  )
}

/** A labelled multi-line field, wired like `Field`. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Wiring) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint} className={className}>
      <textarea {...controlWiring({ id, error, hint })} className={CONTROL} {...textarea} />
    </Labelled>
  )
}
