const TONES: Record<string, string> = {
  academic: 'bg-forest text-cream',
  educational: 'bg-forest text-cream',
  cultural: 'bg-ochre text-ink',
  holiday: 'bg-clay text-white',
  community: 'bg-ink text-cream',
}

/** The visible type of an event or program ("Academic", "Cultural", …). */
export function TypeBadge({ type, label }: { type: string; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${TONES[type] ?? 'bg-sand text-ink'}`}
    >
      {label}
    </span>
  )
}
