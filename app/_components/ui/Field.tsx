import type { InputHTMLAttributes } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: string
  error?: string
  hint?: string
}

/** A labelled input with its error (announced and tied to the input) and optional hint. */
export function Field({ id, label, error, hint, className, ...input }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
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
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block min-h-12 w-full rounded-xl border-2 border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-forest aria-[invalid=true]:border-clay-dark"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-clay-dark">
          {error}
        </p>
      )}
    </div>
  )
}
