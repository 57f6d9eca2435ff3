import { stripInvalidXmlChars } from '../text/xml-chars'
import { CALENDAR_TYPE_LABELS, type CalendarEntry } from './calendar'
import { nextDay, parseClockTime, schoolInstant } from './clock'

/**
 * iCalendar (RFC 5545) for the academic calendar: one VEVENT per entry. All-day entries use DATE
 * values (the end is the day after the last day, as the RFC defines it); timed entries are written
 * in UTC, converted from the school's Central time, so no VTIMEZONE block is needed.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'
export const DEFAULT_EVENT_MINUTES = 60

export interface CalendarFeed {
  /** X-WR-CALNAME, e.g. "Sankofa Academy events" */
  name: string
  /** Domain of the site, for globally unique UIDs. */
  host: string
  /** The page the events are listed on (each VEVENT's URL). */
  pageUrl: string
  /** DTSTAMP: when this file was produced. */
  stamp: Date
}

/**
 * TEXT value escaping (RFC 5545 section 3.3.11). iCalendar allows no control character but tab inside a value,
 * so the characters the site's feeds never carry (pasted vertical tabs, form feeds, NULs, lone
 * surrogates: the same rule as the RSS feed and the sitemap) are dropped first, and every line break,
 * a lone CR included, becomes the escaped `\n` rather than a raw break that would end the content line.
 */
export function escapeText(value: string): string {
  return stripInvalidXmlChars(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Folds a content line at 75 octets, continuation lines starting with a space (RFC 5545 section 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let currentBytes = 0
  for (const character of line) {
    const size = encoder.encode(character).byteLength
    const limit = parts.length === 0 ? 75 : 74
    if (currentBytes + size > limit) {
      parts.push(current)
      current = ''
      currentBytes = 0
    }
    current += character
    currentBytes += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '')
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')

function eventLines(entry: CalendarEntry, feed: CalendarFeed): string[] {
  // The id comes from the CMS (a document id or a date); it gets the same character rule as the text.
  const lines = [
    'BEGIN:VEVENT',
    `UID:${stripInvalidXmlChars(entry.id)}@${feed.host}`,
    `DTSTAMP:${utcStamp(feed.stamp)}`,
  ]
  if (entry.time && parseClockTime(entry.time) !== null) {
    const start = schoolInstant(entry.date, entry.time)
    const end = new Date(start.getTime() + (entry.durationMinutes ?? DEFAULT_EVENT_MINUTES) * 60000)
    lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`)
  } else {
    lines.push(
      `DTSTART;VALUE=DATE:${compactDate(entry.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(entry.endDate ?? entry.date))}`,
    )
    lines.push('TRANSP:TRANSPARENT')
  }
  lines.push(
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `CATEGORIES:${escapeText(CALENDAR_TYPE_LABELS[entry.type])}`,
    `URL:${feed.pageUrl}`,
    'END:VEVENT',
  )
  return lines
}

/** A complete VCALENDAR holding the given entries, CRLF line endings, folded lines. */
export function buildIcs(entries: readonly CalendarEntry[], feed: CalendarFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(feed.name)}//Academic calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    'X-WR-TIMEZONE:America/Chicago',
    ...entries.flatMap((entry) => eventLines(entry, feed)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The file name an entry's own .ics is served under. */
export const entryIcsFileName = (entry: Pick<CalendarEntry, 'id'>) => `${entry.id}.ics`
