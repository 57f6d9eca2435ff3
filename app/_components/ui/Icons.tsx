/** Small filled glyphs in the text colour. Decorative: the words beside them carry the meaning. */
function Glyph({ path, className }: { path: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d={path} />
    </svg>
  )
}

/** Beside a menu's or a disclosure's label; callers turn it over (`rotate-180`) while it is open. */
export function ChevronDownIcon({ className }: { className: string }) {
  return (
    <Glyph
      path="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
      className={className}
    />
  )
}

/** The tick before each item of a list of features or standards. */
export function CheckIcon({ className }: { className: string }) {
  return (
    <Glyph
      path="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      className={className}
    />
  )
}
