import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { buildCalendar, entryIdFromDocumentId, groupByMonth, type SchoolYear } from '@/lib/school/calendar'
import {
  formatClockTime,
  formatLongDate,
  nextDay,
  parseClockTime,
  parseIsoDate,
  schoolInstant,
} from '@/lib/school/clock'
import { buildIcs, escapeText, foldLine } from '@/lib/school/ics'
import { scheduleByDay, scheduleRows } from '@/lib/school/schedule'

const YEAR: SchoolYear = {
  label: '2025-2026',
  fallSemesterStart: '2025-09-02',
  lastDay: '2026-05-29',
  nextYearNotice: 'Dates for the 2026-2027 school year will be announced soon.',
  interestMeetings: [
    { _key: 'a', date: '2025-08-10', time: '14:00', durationMinutes: 60, format: 'virtual' },
    { _key: 'b', date: '2025-08-24', time: '14:00', durationMinutes: 60, format: 'virtual' },
  ],
}

const EVENTS = [
  {
    _id: 'calendarEvent-winter-break',
    title: 'Winter Break, no classes',
    type: 'holiday' as const,
    date: '2025-12-22',
    endDate: '2026-01-02',
    time: null,
    durationMinutes: null,
    description: 'Families rest, travel and celebrate; live classes resume on Monday, January 5.',
  },
  {
    _id: 'calendarEvent-kwanzaa',
    title: 'Kwanzaa Celebration; Umoja, Kujichagulia, and more',
    type: 'cultural' as const,
    date: '2025-12-19',
    endDate: null,
    time: '18:00',
    durationMinutes: 90,
    description: 'An evening of the seven principles, music, poetry and a shared candle lighting.',
  },
]

describe('the school clock', () => {
  it('reads 24-hour times and refuses anything else', () => {
    expect(parseClockTime('09:30')).toBe(570)
    expect(parseClockTime('13:15')).toBe(795)
    for (const bad of ['9:30', '24:00', '12:60', '1:15 PM', '']) expect(parseClockTime(bad)).toBeNull()
  })

  it('shows times on a 12-hour clock', () => {
    expect(formatClockTime('09:30')).toBe('9:30 AM')
    expect(formatClockTime('12:30')).toBe('12:30 PM')
    expect(formatClockTime('13:15')).toBe('1:15 PM')
    expect(formatClockTime('00:05')).toBe('12:05 AM')
  })

  it('reads real dates only and writes them the way the pages show them', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull()
    expect(parseIsoDate('2025-9-2')).toBeNull()
    expect(formatLongDate('2025-09-02')).toBe('Tuesday, September 2, 2025')
    expect(formatLongDate('2026-05-29')).toBe('Friday, May 29, 2026')
    expect(nextDay('2025-12-31')).toBe('2026-01-01')
  })

  it('turns Central wall-clock times into instants, daylight saving included', () => {
    expect(schoolInstant('2025-08-10', '14:00').toISOString()).toBe('2025-08-10T19:00:00.000Z')
    expect(schoolInstant('2026-01-15', '14:00').toISOString()).toBe('2026-01-15T20:00:00.000Z')
  })
})

describe('the academic calendar', () => {
  it('merges the school year dates with the events in date order', () => {
    const calendar = buildCalendar(YEAR, EVENTS)
    expect(calendar.map((entry) => [entry.date, entry.title])).toEqual([
      ['2025-08-10', 'Virtual Interest Meeting'],
      ['2025-08-24', 'Virtual Interest Meeting'],
      ['2025-09-02', 'Fall Semester Begins'],
      ['2025-12-19', 'Kwanzaa Celebration; Umoja, Kujichagulia, and more'],
      ['2025-12-22', 'Winter Break, no classes'],
      ['2026-05-29', 'Last Day of School'],
    ])
    expect(calendar.filter((entry) => entry.keyDate)).toHaveLength(4)
  })

  it('groups entries by the month they start in', () => {
    const months = groupByMonth(buildCalendar(YEAR, EVENTS))
    expect(months.map((month) => [month.key, month.entries.length])).toEqual([
      ['2025-08', 2],
      ['2025-09', 1],
      ['2025-12', 2],
      ['2026-05', 1],
    ])
  })

  it('names entries by a URL-safe id', () => {
    expect(entryIdFromDocumentId('calendarEvent-winter-break')).toBe('winter-break')
    // The id a dataset seeded before fixture ids lost their dot still gives the same entry (and UID).
    expect(entryIdFromDocumentId('calendarEvent.winter-break')).toBe('winter-break')
    expect(entryIdFromDocumentId('4f9c2a1e-77b0-4c2d-9a51-0c7f3f2e1b6d')).toBe('4f9c2a1e-77b0-4c2d-9a51-0c7f3f2e1b6d')
  })
})

describe('iCalendar files', () => {
  const feed = {
    name: 'Sankofa Academy events',
    host: 'www.sankofa-academy.example',
    pageUrl: 'https://www.sankofa-academy.example/events',
    stamp: new Date('2025-07-01T12:00:00Z'),
  }

  it('escape text values and fold long lines at 75 octets', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne')
    const folded = foldLine(`DESCRIPTION:${'Ubuntu — '.repeat(20)}`)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).byteLength).toBeLessThanOrEqual(75)
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true)
  })

  it('parse with a strict iCalendar parser: all-day, several-day and timed events', () => {
    const text = buildIcs(buildCalendar(YEAR, EVENTS), feed)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toContain('\n')
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(events).toHaveLength(6)

    const start = events.find((event) => event.summary === 'Fall Semester Begins')!
    expect(start.startDate.isDate).toBe(true)
    expect(start.startDate.toString()).toBe('2025-09-02')
    expect(start.endDate.toString()).toBe('2025-09-03')

    const winter = events.find((event) => event.summary === 'Winter Break, no classes')!
    expect([winter.startDate.toString(), winter.endDate.toString()]).toEqual(['2025-12-22', '2026-01-03'])

    const kwanzaa = events.find((event) => event.summary.startsWith('Kwanzaa'))!
    expect(kwanzaa.summary).toBe('Kwanzaa Celebration; Umoja, Kujichagulia, and more')
    expect(kwanzaa.startDate.toJSDate().toISOString()).toBe('2025-12-20T00:00:00.000Z')
    expect(kwanzaa.endDate.toJSDate().toISOString()).toBe('2025-12-20T01:30:00.000Z')

    const meeting = events.find((event) => event.startDate.toString().startsWith('2025-08-10'))!
    expect(meeting.startDate.toJSDate().toISOString()).toBe('2025-08-10T19:00:00.000Z')
    expect(new Set(events.map((event) => event.uid)).size).toBe(6)
    expect(events.every((event) => event.uid.endsWith('@www.sankofa-academy.example'))).toBe(true)
  })
})

describe('the weekly schedule by day (phones)', () => {
  it('lists each day group on its own, its classes in time order, the same slots as the table', () => {
    const days = scheduleByDay([
      {
        _key: 'tt',
        label: 'Tue/Thu',
        note: 'Electives rotate each term',
        slots: [
          { _key: 'late', time: '14:00', subjects: ['SAT/ACT Prep', 'Game Development'] },
          { _key: 'early', time: '09:30', subjects: ['Kiswahili'] },
          { _key: 'bad', time: '25:00', subjects: ['Never shown'] },
        ],
      },
      { _key: 'fri', label: 'Friday Special', note: null, slots: [] },
    ])
    expect(days.map((day) => [day.group.label, day.slots.map((entry) => [entry.label, entry.slot.subjects])])).toEqual([
      [
        'Tue/Thu',
        [
          ['9:30 AM', ['Kiswahili']],
          ['2:00 PM', ['SAT/ACT Prep', 'Game Development']],
        ],
      ],
      ['Friday Special', []],
    ])
    expect(days[0]?.slots.map((entry) => entry.slot._key)).toEqual(['early', 'late'])
  })
})

describe('the weekly schedule table', () => {
  it('has a row per start time and a cell per day group, empty where a group has no class', () => {
    const rows = scheduleRows([
      {
        _key: 'mwf',
        label: 'Mon/Wed/Fri',
        note: null,
        slots: [
          { _key: '1', time: '09:30', subjects: ['Spanish'] },
          { _key: '2', time: '13:15', subjects: ['Lunch & Movement'] },
        ],
      },
      {
        _key: 'tt',
        label: 'Tue/Thu',
        note: null,
        slots: [
          { _key: '1', time: '09:30', subjects: ['Kiswahili'] },
          { _key: '2', time: '14:00', subjects: ['SAT/ACT Prep', 'Game Development'] },
        ],
      },
    ])
    expect(rows.map((row) => [row.label, row.cells.map((slot) => slot?.subjects ?? [])])).toEqual([
      ['9:30 AM', [['Spanish'], ['Kiswahili']]],
      ['1:15 PM', [['Lunch & Movement'], []]],
      ['2:00 PM', [[], ['SAT/ACT Prep', 'Game Development']]],
    ])
    // Each cell is its group's own slot, so a click in draft mode opens that slot (not the other group's).
    expect(rows.map((row) => row.cells.map((slot) => slot?._key ?? null))).toEqual([
      ['1', '1'],
      ['2', null],
      [null, '2'],
    ])
  })
})
