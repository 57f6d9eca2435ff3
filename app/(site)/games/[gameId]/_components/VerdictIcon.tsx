/**
 * A tick or a cross beside the words that say right or wrong, so the verdict never rests on colour alone.
 * Decorative: the words next to it carry the meaning for screen readers.
 */
export function VerdictIcon({ correct, className = 'h-5 w-5' }: { correct: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-icon={correct ? 'correct' : 'incorrect'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {correct ? <path d="M5 12.5l4.5 4.5L19 7" /> : <path d="M6 6l12 12M18 6 6 18" />}
    </svg>
  )
}
