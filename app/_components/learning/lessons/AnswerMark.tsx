/**
 * A check or a cross drawn beside the words "Correct" / "Incorrect" / "Matched", so right and wrong are never told
 * by colour alone. Decorative: the words next to it carry the meaning.
 */
export function AnswerMark({ right, className = 'h-5 w-5' }: { right: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`shrink-0 ${className}`} fill="none" stroke="currentColor">
      {right ? (
        <path d="M4 10.5l4 4 8-9" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M5 5l10 10M15 5L5 15" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  )
}
