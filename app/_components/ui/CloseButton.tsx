/** The × of a close button; decorative, the button around it carries the name. */
export function CloseIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}

/**
 * The round × button in the top corner of a dialog or pop-up card. `label` is what it says to a screen reader
 * ("Close donation dialog"); `position` places it in the corner (the card must be `relative`).
 */
export function CloseButton({ label, onClick, position }: { label: string; onClick: () => void; position: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`absolute ${position} inline-flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink`}
    >
      <span className="sr-only">{label}</span>
      <CloseIcon />
    </button>
  )
}
