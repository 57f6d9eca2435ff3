/** A form-level message (a service's refusal, "not configured"), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'notice' }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p
          className={`mt-4 rounded-xl border-l-4 p-3 font-semibold ${
            tone === 'error' ? 'border-clay-dark bg-clay/10 text-clay-dark' : 'border-ochre bg-ochre-light text-ink'
          }`}
        >
          {message}
        </p>
      )}
    </div>
  )
}
