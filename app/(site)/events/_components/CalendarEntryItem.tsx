import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { editTargets } from '@/lib/content/edit-target'
import { CALENDAR_TYPE_LABELS, formatEntryDates, type CalendarEntry } from '@/lib/school/calendar'
import { formatClockTime, SCHOOL_TIME_ZONE_LABEL } from '@/lib/school/clock'
import { entryIcsFileName } from '@/lib/school/ics'
import type { DateStatus } from '@/lib/school/timeline'

import { DateStatusBadge } from './DateStatusBadge'
import { TypeBadge } from './TypeBadge'

/**
 * One event: title, dates, type badge, its "Today" or "This week" badge, description and, unless it is past, its
 * own "Add to calendar" file (a past event's file stays at its address and in the whole calendar's file). In
 * draft mode a click on it opens the event, or the school year's date it shows, in the Studio.
 */
export async function CalendarEntryItem({ entry, status }: { entry: CalendarEntry; status: DateStatus }) {
  const edit = await editTargets()
  const headingId = `event-${entry.id}`
  return (
    <article
      aria-labelledby={headingId}
      {...edit(entry.source)}
      className="rounded-3xl border-2 border-sand-dark bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <TypeBadge type={entry.type} label={CALENDAR_TYPE_LABELS[entry.type]} />
        {status !== 'past' && <DateStatusBadge status={status} />}
        <p className="font-semibold text-forest">
          <time dateTime={entry.date}>{formatEntryDates(entry)}</time>
          {entry.time && (
            <>
              {' '}
              at {formatClockTime(entry.time)} {SCHOOL_TIME_ZONE_LABEL}
            </>
          )}
        </p>
      </div>
      <h4 id={headingId} className="mt-3 font-display text-xl font-semibold text-ink">
        {entry.title}
      </h4>
      <p className="mt-2 leading-relaxed text-muted">{entry.description}</p>
      {status !== 'past' && (
        <a
          href={`/events/${entryIcsFileName(entry)}`}
          download={entryIcsFileName(entry)}
          className={linkButtonClass({ tone: 'outline', className: 'mt-4 min-h-11 gap-2 px-4 py-2' })}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Zm-6 1a1 1 0 0 1 1 1v1h1a1 1 0 1 1 0 2h-1v1a1 1 0 1 1-2 0v-1H8a1 1 0 1 1 0-2h1v-1a1 1 0 0 1 1-1Z" />
          </svg>
          Add to calendar<span className="sr-only">: {entry.title}</span>
        </a>
      )}
    </article>
  )
}
