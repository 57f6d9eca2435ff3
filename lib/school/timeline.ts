import type { CalendarEntry, SchoolYear } from './calendar'
import { weekStart } from './clock'

/**
 * Where dates stand against today on the school's clock (docs/behaviour.md#dates-on-the-site). Pure: today is
 * always passed in ("YYYY-MM-DD", from lib/school/school-day.ts on a page), so every rule is tested over any
 * date. A day is the unit: an event is today's all day long, and past from the next day on.
 */

/** `today`: the entry's dates include today; `this-week`: it starts later in this Monday-to-Sunday week. */
export type DateStatus = 'past' | 'today' | 'this-week' | 'later'

export const DATE_STATUS_LABELS: Record<Exclude<DateStatus, 'later'>, string> = {
  past: 'Passed',
  today: 'Today',
  'this-week': 'This week',
}

/** The status of a date, or of a span of dates (an event over several days) ending on `endDate`. */
export function dateStatus({ date, endDate }: { date: string; endDate?: string | null }, today: string): DateStatus {
  const lastDay = endDate && endDate > date ? endDate : date
  if (lastDay < today) return 'past'
  if (date <= today) return 'today'
  return weekStart(date) === weekStart(today) ? 'this-week' : 'later'
}

export const isPast = (entry: { date: string; endDate?: string | null }, today: string): boolean =>
  dateStatus(entry, today) === 'past'

/**
 * The calendar split at today: what is still to come (today's entries included) in date order, and what is
 * over, the most recent first.
 */
export function splitCalendar(
  entries: readonly CalendarEntry[],
  today: string,
): { upcoming: CalendarEntry[]; past: CalendarEntry[] } {
  const upcoming = entries.filter((entry) => !isPast(entry, today))
  const past = entries.filter((entry) => isPast(entry, today)).reverse()
  return { upcoming, past }
}

/**
 * Where the school year stands: `before` up to and including its first day (the semester "starts"), `under-way`
 * from the next day through its last day (it "began"), `over` once the last day has passed (its dates are no
 * longer offered; the School year's notice says when the next year's will be).
 */
export type SchoolYearPhase = 'before' | 'under-way' | 'over'

export function schoolYearPhase(
  year: Pick<SchoolYear, 'fallSemesterStart' | 'lastDay'>,
  today: string,
): SchoolYearPhase {
  if (today > year.lastDay) return 'over'
  return today > year.fallSemesterStart ? 'under-way' : 'before'
}

/** The interest meetings still to be held (today's included), in their order. */
export function upcomingMeetings<Meeting extends { date: string }>(
  meetings: readonly Meeting[] | null | undefined,
  today: string,
): Meeting[] {
  return (meetings ?? []).filter((meeting) => meeting.date >= today)
}
