import { formatClockTime, formatLongDate, SCHOOL_TIME_ZONE_LABEL } from '@/lib/school/clock'
import type { SchoolYear } from '@/lib/school/calendar'

type Props = { year: SchoolYear; heading?: string | null; className?: string }

/**
 * The school year's interest meetings: "Sunday, August 10, 2025 at 2:00 PM CST, virtual", under the
 * programs page's heading for them (left out when empty).
 */
export function InterestMeetings({ year, heading, className }: Props) {
  const meetings = year.interestMeetings ?? []
  if (meetings.length === 0) return null
  return (
    <div className={className}>
      {heading && <p className="mb-2 font-semibold">{heading}</p>}
      <ul className="space-y-1">
        {meetings.map((meeting) => (
          <li key={meeting._key}>
            <time dateTime={meeting.date}>{formatLongDate(meeting.date)}</time> at {formatClockTime(meeting.time)}{' '}
            {SCHOOL_TIME_ZONE_LABEL}, {meeting.format === 'virtual' ? 'virtual' : 'in person'}
          </li>
        ))}
      </ul>
    </div>
  )
}
