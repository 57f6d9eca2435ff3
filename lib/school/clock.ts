/**
 * Times of day and calendar dates as the school's content stores them: times as 24-hour "HH:mm"
 * strings (Central time, as the whole schedule is), dates as "YYYY-MM-DD". Shared by the Studio's
 * validation rules and the pages that render them, so a value the Studio accepts always renders.
 */

/** The school's clock: every time in the CMS is Central time. */
export const SCHOOL_TIME_ZONE = 'America/Chicago'
export const SCHOOL_TIME_ZONE_LABEL = 'CST'

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Minutes after midnight for "HH:mm", or null when the text is not a 24-hour time. */
export function parseClockTime(value: string): number | null {
  const match = CLOCK_TIME.exec(value)
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

/** "13:15" → "1:15 PM"; "09:30" → "9:30 AM". */
export function formatClockTime(value: string): string {
  const minutes = parseClockTime(value)
  if (minutes === null) throw new Error(`Not a 24-hour time: "${value}"`)
  const hours = Math.floor(minutes / 60)
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`
}

export interface CalendarDate {
  year: number
  month: number
  day: number
}

/** Parses "YYYY-MM-DD", rejecting dates that do not exist (2026-02-30). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const probe = new Date(Date.UTC(year, month - 1, day))
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null
  return { year, month, day }
}

function requireDate(value: string): CalendarDate {
  const date = parseIsoDate(value)
  if (!date) throw new Error(`Not a calendar date: "${value}"`)
  return date
}

const asUtc = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day))

/** "2025-09-02" → "Tuesday, September 2, 2025". */
export function formatLongDate(value: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asUtc(requireDate(value)))
}

/** "2025-09-02" → "September 2, 2025". */
export function formatDate(value: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    asUtc(requireDate(value)),
  )
}

/** "2025-09-02" → "September 2025" (the heading of a month group). */
export function formatMonth(value: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    asUtc(requireDate(value)),
  )
}

/** "2025-09-02" → "2025-09" (the key a month group is sorted and grouped by). */
export function monthKey(value: string): string {
  requireDate(value)
  return value.slice(0, 7)
}

/** The date `days` after a date (before it when negative), as "YYYY-MM-DD". */
export function addDays(value: string, days: number): string {
  const date = asUtc(requireDate(value))
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The day after a date, as "YYYY-MM-DD" (iCalendar all-day events end the day after). */
export const nextDay = (value: string): string => addDays(value, 1)

/**
 * The date on the school's clock at an instant, as "YYYY-MM-DD": a date the CMS stores (a post's publish date)
 * begins at midnight Central time, not UTC, where the day turns six hours earlier.
 */
export function schoolToday(now: Date = new Date(), timeZone = SCHOOL_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** Offset of a time zone from UTC at an instant, in minutes (e.g. -300 for Chicago in summer). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  const asIfUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asIfUtc - instant.getTime()) / 60000)
}

/** The instant a school-clock date and time ("2025-08-10", "14:00") happens, daylight saving included. */
export function schoolInstant(date: string, time: string, timeZone = SCHOOL_TIME_ZONE): Date {
  const { year, month, day } = requireDate(date)
  const minutes = parseClockTime(time)
  if (minutes === null) throw new Error(`Not a 24-hour time: "${time}"`)
  const wallClock = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60)
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wallClock - zoneOffsetMinutes(new Date(wallClock), timeZone) * 60000
  instant = wallClock - zoneOffsetMinutes(new Date(instant), timeZone) * 60000
  return new Date(instant)
}

/** The day of the week of a date: 0 Sunday … 6 Saturday. */
export function weekday(value: string): number {
  return asUtc(requireDate(value)).getUTCDay()
}

/** The Monday that starts the week of a date (the school week runs Monday to Sunday). */
export const weekStart = (value: string): string => addDays(value, -((weekday(value) + 6) % 7))

/** A date on the school's clock and the instants it begins and ends (23 or 25 hours on a daylight-saving day). */
export interface SchoolDay {
  /** "YYYY-MM-DD" */
  today: string
  startsAt: Date
  endsAt: Date
}

/** The school day an instant falls in: midnight to midnight, Central time. */
export function schoolDayAt(now: Date, timeZone = SCHOOL_TIME_ZONE): SchoolDay {
  const today = schoolToday(now, timeZone)
  return {
    today,
    startsAt: schoolInstant(today, '00:00', timeZone),
    endsAt: schoolInstant(addDays(today, 1), '00:00', timeZone),
  }
}
