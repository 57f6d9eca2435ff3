import { DATE_STATUS_LABELS, type DateStatus } from '@/lib/school/timeline'

// Outlined, so a status never looks like the filled type badge beside it ("Cultural", "Holiday").
const TONES: Record<Exclude<DateStatus, 'later'>, string> = {
  today: 'border-2 border-clay-dark bg-white text-clay-dark',
  'this-week': 'border-2 border-forest bg-white text-forest',
  past: 'border-2 border-sand-dark bg-sand text-ink',
}

const ICONS: Record<Exclude<DateStatus, 'later'>, string> = {
  // A dot, a calendar page, a check mark: the state is in the words, the icon only repeats it.
  today: 'M10 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
  'this-week':
    'M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z',
  past: 'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z',
}

/**
 * "Today", "This week" or "Passed" beside a date (docs/behaviour.md#dates-on-the-site): visible words, so screen
 * readers say them too. Nothing for a date further ahead.
 */
export function DateStatusBadge({ status }: { status: DateStatus }) {
  if (status === 'later') return null
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
        <path d={ICONS[status]} />
      </svg>
      {DATE_STATUS_LABELS[status]}
    </span>
  )
}
