import { formatClockTime, formatLongDate, SCHOOL_TIME_ZONE_LABEL } from '@/lib/school/clock'
import type { SchoolYear } from '@/lib/school/calendar'

/** The school year's interest meetings: "Sunday, August 10, 2025 at 2:00 PM CST, virtual". */
export function InterestMeetings({ year, className }: { year: SchoolYear; className?: string }) {
  const meetings = year.interestMeetings ?? []
  if (meetings.length === 0) return null
  return (
    <div className={className}>
      <p className="font-semibold">Interest meetings for new families</p>
      <ul className="mt-2 space-y-1">
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
