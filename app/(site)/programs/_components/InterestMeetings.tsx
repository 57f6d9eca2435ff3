import type { SchoolYear } from '@/lib/school/calendar'
import { formatClockTime, formatLongDate, SCHOOL_TIME_ZONE_LABEL } from '@/lib/school/clock'
import { upcomingMeetings } from '@/lib/school/timeline'

type Props = { year: SchoolYear; today: string; heading?: string | null; className?: string }

/**
 * The interest meetings still to come on `today`: "Sunday, August 24, 2025 at 2:00 PM CST, virtual", under the
 * programs page's heading for them (left out when empty). A meeting already held is not offered; with none to
 * come the block is left out.
 */
export function InterestMeetings({ year, today, heading, className }: Props) {
  const meetings = upcomingMeetings(year.interestMeetings, today)
  if (meetings.length === 0) return null
  return (
    <div className={className} data-testid="interest-meetings">
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
