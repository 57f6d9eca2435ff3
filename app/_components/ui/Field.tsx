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

/**
 * Splits a field's props into what its frame takes (`className` styles the frame) and the control's own attributes,
 * with the control's id and the attributes that tie its hint and error to it, so both are announced with it.
 */
function wired<P extends Wiring & { className?: string }>({ id, label, error, hint, className, ...own }: P) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return {
    frame: { id, label, error, hint, className },
    control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
    own,
  }
}

/** A labelled input with its error (announced and tied to the input) and optional hint. */
export function Field(props: InputHTMLAttributes<HTMLInputElement> & Wiring) {
  const { frame, control, own } = wired(props)
  return (
    <Labelled {...frame}>
      <input {...control} className={`${CONTROL} min-h-12`} {...own} />
    </Labelled>
  )
}

/** A labelled select, wired like `Field`. */
export function SelectField(props: SelectHTMLAttributes<HTMLSelectElement> & Wiring) {
  const { frame, control, own } = wired(props)
  return (
    <Labelled {...frame}>
      <select {...control} className={`${CONTROL} min-h-12`} {...own} />
    </Labelled>
  )
}

/** A labelled multi-line field, wired like `Field`. */
export function TextAreaField(props: TextareaHTMLAttributes<HTMLTextAreaElement> & Wiring) {
  const { frame, control, own } = wired(props)
  return (
    <Labelled {...frame}>
      <textarea {...control} className={CONTROL} {...own} />
    </Labelled>
  )
}
