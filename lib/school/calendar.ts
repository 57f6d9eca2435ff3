import { keyedPath, singletonSource, type EditSource } from '@/lib/content/edit-target'
import type { CALENDAR_EVENTS_QUERY_RESULT, SCHOOL_YEAR_QUERY_RESULT } from '@/lib/content/sanity.types'

import { formatLongDate, monthKey } from './clock'

/**
 * The academic calendar as one list: the school year's own dates (semester start, last day,
 * interest meetings, from the School year document, never copied into events) merged with the
 * calendar events staff add, in date order.
 */

export type CalendarEntryType = 'academic' | 'cultural' | 'holiday'

export const CALENDAR_TYPE_LABELS: Record<CalendarEntryType, string> = {
  academic: 'Academic',
  cultural: 'Cultural',
  holiday: 'Holiday',
}

export interface CalendarEntry {
  /** Stable, URL-safe id: the .ics file name and the iCalendar UID. */
  id: string
  title: string
  type: CalendarEntryType
  /** "YYYY-MM-DD" */
  date: string
  /** Last day of an event over several days. */
  endDate?: string
  /** "HH:mm", Central time; absent for all-day entries. */
  time?: string
  durationMinutes?: number
  description: string
  /** Key dates of the school year (listed again in the calendar summary). */
  keyDate: boolean
  /** The document field the entry comes from: its click-to-edit target in draft mode. */
  source: EditSource
}

export type SchoolYear = NonNullable<SCHOOL_YEAR_QUERY_RESULT>
export type CalendarEventDocument = CALENDAR_EVENTS_QUERY_RESULT[number]

const isEntryType = (value: string | null): value is CalendarEntryType =>
  value === 'academic' || value === 'cultural' || value === 'holiday'

/**
 * A document id as a file name: "calendarEvent-kwanzaa" → "kwanzaa". The entry id is also the
 * iCalendar UID, so it must not change when a document id does: ids written as "calendarEvent.kwanzaa"
 * (as the fixtures once were) give the same entry id.
 */
export function entryIdFromDocumentId(documentId: string): string {
  return documentId
    .replace(/^calendarEvent[.-]/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The school year's dates as calendar entries. */
export function schoolYearEntries(year: SchoolYear): CalendarEntry[] {
  const entries: CalendarEntry[] = [
    {
      id: `fall-semester-starts-${year.fallSemesterStart}`,
      title: 'Fall Semester Begins',
      type: 'academic',
      date: year.fallSemesterStart,
      description: `The first day of live classes for the ${year.label} school year.`,
      keyDate: true,
      source: singletonSource('schoolYear', 'fallSemesterStart'),
    },
    {
      id: `last-day-of-school-${year.lastDay}`,
      title: 'Last Day of School',
      type: 'academic',
      date: year.lastDay,
      description: `The final day of live classes for the ${year.label} school year.`,
      keyDate: true,
      source: singletonSource('schoolYear', 'lastDay'),
    },
  ]
  for (const meeting of year.interestMeetings ?? []) {
    const format = meeting.format === 'virtual' ? 'Virtual' : 'In-person'
    entries.push({
      id: `interest-meeting-${meeting.date}`,
      title: `${format} Interest Meeting`,
      type: 'academic',
      date: meeting.date,
      time: meeting.time,
      durationMinutes: meeting.durationMinutes,
      description: `Meet our educators, see a live class and ask your questions before the ${year.label} school year begins.`,
      keyDate: true,
      source: singletonSource('schoolYear', keyedPath('interestMeetings', meeting._key)),
    })
  }
  return entries
}

/** Calendar events as entries; an event with an unknown type or no date is left out rather than guessed. */
export function eventEntries(events: readonly CalendarEventDocument[]): CalendarEntry[] {
  return events.flatMap((event) => {
    if (!isEntryType(event.type) || !event.date) return []
    return [
      {
        id: entryIdFromDocumentId(event._id),
        title: event.title,
        type: event.type,
        date: event.date,
        endDate: event.endDate ?? undefined,
        time: event.time ?? undefined,
        durationMinutes: event.durationMinutes ?? undefined,
        description: event.description,
        keyDate: false,
        source: { id: event._id, type: 'calendarEvent', path: 'title' },
      },
    ]
  })
}

const byDateThenTime = (a: CalendarEntry, b: CalendarEntry) =>
  a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title)

/** Every entry of the year in date order (all-day entries before timed ones on the same day). */
export function buildCalendar(year: SchoolYear, events: readonly CalendarEventDocument[]): CalendarEntry[] {
  return [...schoolYearEntries(year), ...eventEntries(events)].sort(byDateThenTime)
}

export interface MonthGroup {
  /** "2025-09" */
  key: string
  entries: CalendarEntry[]
}

/** Entries grouped by the month they start in, months in order (`newest-first`: the reverse, for past events). */
export function groupByMonth(
  entries: readonly CalendarEntry[],
  order: 'oldest-first' | 'newest-first' = 'oldest-first',
): MonthGroup[] {
  const sorted = [...entries].sort(byDateThenTime)
  if (order === 'newest-first') sorted.reverse()
  const groups = new Map<string, CalendarEntry[]>()
  for (const entry of sorted) {
    const key = monthKey(entry.date)
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  return [...groups.entries()].map(([key, grouped]) => ({ key, entries: grouped }))
}

/** "Tuesday, September 2, 2025" or "Monday, December 22, 2025 – Friday, January 2, 2026". */
export function formatEntryDates(entry: Pick<CalendarEntry, 'date' | 'endDate'>): string {
  return entry.endDate ? `${formatLongDate(entry.date)} – ${formatLongDate(entry.endDate)}` : formatLongDate(entry.date)
}
