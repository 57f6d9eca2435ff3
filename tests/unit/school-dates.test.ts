import { afterEach, describe, expect, it, vi } from 'vitest'

import PageCacheHandler from '@/lib/cache/page-cache-handler.mjs'
import { isOutsideRenderWindow, renderWindowTag } from '@/lib/cache/render-window.mjs'
import { entryTags } from '@/lib/cache/site-rules.mjs'
import { buildCalendar, groupByMonth, type SchoolYear } from '@/lib/school/calendar'
import { addDays, schoolDayAt, weekday, weekStart } from '@/lib/school/clock'
import { currentSchoolDay, MAX_DAY_RENDER_SECONDS, secondsLeftInSchoolDay } from '@/lib/school/school-day'
import { dateStatus, schoolYearPhase, splitCalendar, upcomingMeetings } from '@/lib/school/timeline'
import { FROZEN_CLOCK_VARIABLE, siteNow } from '@/lib/site/now.mjs'

/**
 * What the site shows by date (docs/behaviour.md#dates-on-the-site), over many dates and never the machine's:
 * before the school year, during it, after its last day, on the day of an event, across week boundaries and
 * around midnight in the school's time zone.
 */

const YEAR: SchoolYear = {
  label: '2025-2026',
  fallSemesterStart: '2025-09-02',
  lastDay: '2026-05-29',
  nextYearNotice: 'Dates for the 2026-2027 school year will be announced soon.',
  interestMeetings: [
    { _key: 'aug-10', date: '2025-08-10', time: '14:00', durationMinutes: 60, format: 'virtual' },
    { _key: 'aug-24', date: '2025-08-24', time: '14:00', durationMinutes: 60, format: 'virtual' },
  ],
}

const event = (id: string, date: string, endDate: string | null = null, time: string | null = null) => ({
  _id: `calendarEvent-${id}`,
  title: id,
  type: 'cultural' as const,
  date,
  endDate,
  time,
  durationMinutes: time ? 60 : null,
  description: `The ${id} event.`,
})

const EVENTS = [
  event('winter-break', '2025-12-22', '2026-01-02'),
  event('memorial-day', '2026-05-25'),
  event('africa-day', '2026-05-25', null, '17:00'),
  event('showcase', '2026-05-28', null, '18:00'),
  event('juneteenth', '2026-06-19', null, '16:00'),
]

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('weeks run Monday to Sunday', () => {
  it('finds the Monday of any day, across months and years', () => {
    expect(weekday('2026-05-25')).toBe(1)
    const cases: Array<[string, string]> = [
      ['2026-05-25', '2026-05-25'], // Monday
      ['2026-05-28', '2026-05-25'], // Thursday
      ['2026-05-31', '2026-05-25'], // Sunday ends the week
      ['2026-06-01', '2026-06-01'], // the next Monday starts a new one
      ['2026-01-01', '2025-12-29'], // a Thursday across the new year
      ['2026-01-04', '2025-12-29'],
      ['2024-03-01', '2024-02-26'], // across a leap day
    ]
    for (const [date, monday] of cases) expect(weekStart(date), date).toBe(monday)
  })

  it('keeps every day of a long run in a week that starts on a Monday and holds it', () => {
    for (let day = '2025-01-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
      const monday = weekStart(day)
      expect(weekday(monday)).toBe(1)
      expect(monday <= day && day <= addDays(monday, 6), day).toBe(true)
    }
  })
})

describe('the school day (midnight to midnight, Central time)', () => {
  it('turns the date at midnight in Chicago, not at midnight UTC', () => {
    // Winter (CST, UTC-6) and summer (CDT, UTC-5).
    expect(schoolDayAt(new Date('2026-01-15T05:59:59Z')).today).toBe('2026-01-14')
    expect(schoolDayAt(new Date('2026-01-15T06:00:00Z')).today).toBe('2026-01-15')
    expect(schoolDayAt(new Date('2026-05-25T04:59:59.999Z')).today).toBe('2026-05-24')
    expect(schoolDayAt(new Date('2026-05-25T05:00:00Z')).today).toBe('2026-05-25')
    // 11 PM in Chicago is already the next day in UTC.
    expect(schoolDayAt(new Date('2026-05-26T04:00:00Z')).today).toBe('2026-05-25')
  })

  it('begins and ends at the two midnights around the instant, 23 or 25 hours long on daylight-saving days', () => {
    const ordinary = schoolDayAt(new Date('2026-05-25T17:00:00Z'))
    expect(ordinary.startsAt.toISOString()).toBe('2026-05-25T05:00:00.000Z')
    expect(ordinary.endsAt.toISOString()).toBe('2026-05-26T05:00:00.000Z')
    const hours = (day: { startsAt: Date; endsAt: Date }) => (day.endsAt.getTime() - day.startsAt.getTime()) / 3.6e6
    expect(hours(schoolDayAt(new Date('2026-03-08T18:00:00Z')))).toBe(23)
    expect(hours(schoolDayAt(new Date('2026-11-01T18:00:00Z')))).toBe(25)
    expect(hours(schoolDayAt(new Date('2026-11-26T18:00:00Z')))).toBe(24)
  })

  it('leaves a render the seconds until midnight Central, at least one and at most a day', () => {
    expect(secondsLeftInSchoolDay(new Date('2026-05-25T12:00:00-05:00'))).toBe(12 * 3600)
    expect(secondsLeftInSchoolDay(new Date('2026-11-26T12:00:00-06:00'))).toBe(12 * 3600)
    expect(secondsLeftInSchoolDay(new Date('2026-05-25T23:59:59.500-05:00'))).toBe(1)
    expect(secondsLeftInSchoolDay(new Date('2026-05-26T00:00:00-05:00'))).toBe(MAX_DAY_RENDER_SECONDS)
    // The 25-hour day that ends daylight saving still renders again within a day.
    expect(secondsLeftInSchoolDay(new Date('2026-11-01T00:00:00-05:00'))).toBe(MAX_DAY_RENDER_SECONDS)
  })
})

describe('the site clock', () => {
  it('is the machine clock unless the e2e servers freeze it', async () => {
    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '')
    const before = Date.now()
    const now = siteNow().getTime()
    expect(now >= before && now <= Date.now()).toBe(true)

    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '2026-05-25T23:30:00-05:00')
    expect(siteNow().toISOString()).toBe('2026-05-26T04:30:00.000Z')
    expect(await currentSchoolDay()).toBe('2026-05-25')
  })

  it('refuses a frozen time without its offset, or that is no time at all', () => {
    for (const bad of ['2026-05-25', '2026-05-25T12:00:00', 'tomorrow', '2026-13-01T00:00:00Z']) {
      vi.stubEnv(FROZEN_CLOCK_VARIABLE, bad)
      expect(() => siteNow(), bad).toThrow(/SITE_CLOCK_FROZEN_AT must be a date and time with its offset/)
    }
  })
})

describe('where a date stands on a day', () => {
  it('marks single dates past, today, this week or later', () => {
    const monday = '2026-05-25'
    expect(dateStatus({ date: '2026-05-24' }, monday)).toBe('past') // yesterday, a Sunday
    expect(dateStatus({ date: '2026-05-25' }, monday)).toBe('today')
    expect(dateStatus({ date: '2026-05-28' }, monday)).toBe('this-week')
    expect(dateStatus({ date: '2026-05-31' }, monday)).toBe('this-week') // Sunday ends the week
    expect(dateStatus({ date: '2026-06-01' }, monday)).toBe('later') // next Monday
    expect(dateStatus({ date: '2026-06-19' }, monday)).toBe('later')
  })

  it('on a Sunday, counts nothing of the next week as this week', () => {
    expect(dateStatus({ date: '2026-05-25' }, '2026-05-24')).toBe('later')
    expect(dateStatus({ date: '2026-05-24' }, '2026-05-24')).toBe('today')
    expect(dateStatus({ date: '2026-05-23' }, '2026-05-24')).toBe('past')
  })

  it('keeps an event over several days today from its first day through its last', () => {
    const winterBreak = { date: '2025-12-22', endDate: '2026-01-02' }
    expect(dateStatus(winterBreak, '2025-12-21')).toBe('later') // a Sunday: the break starts Monday, next week
    expect(dateStatus({ date: '2025-12-26', endDate: '2025-12-28' }, '2025-12-22')).toBe('this-week')
    expect(dateStatus(winterBreak, '2025-12-22')).toBe('today')
    expect(dateStatus(winterBreak, '2026-01-01')).toBe('today')
    expect(dateStatus(winterBreak, '2026-01-02')).toBe('today')
    expect(dateStatus(winterBreak, '2026-01-03')).toBe('past')
    // An end date before the start (the Studio refuses it) counts as a single day.
    expect(dateStatus({ date: '2026-03-10', endDate: '2026-03-01' }, '2026-03-11')).toBe('past')
  })
})

describe('the school year on a day', () => {
  it('starts, is under way, and is over after its last day', () => {
    const cases: Array<[string, string]> = [
      ['2025-06-01', 'before'],
      ['2025-09-01', 'before'],
      ['2025-09-02', 'before'], // the first day: the semester "starts" today
      ['2025-09-03', 'under-way'],
      ['2026-01-15', 'under-way'],
      ['2026-05-29', 'under-way'], // the last day is still a school day
      ['2026-05-30', 'over'],
      ['2026-11-26', 'over'],
      ['2027-09-01', 'over'],
    ]
    for (const [today, phase] of cases) expect(schoolYearPhase(YEAR, today), today).toBe(phase)
  })

  it('offers only the interest meetings still to come, a meeting until the end of its day', () => {
    const offered = (today: string) => upcomingMeetings(YEAR.interestMeetings, today).map((meeting) => meeting.date)
    expect(offered('2025-07-01')).toEqual(['2025-08-10', '2025-08-24'])
    expect(offered('2025-08-10')).toEqual(['2025-08-10', '2025-08-24'])
    expect(offered('2025-08-11')).toEqual(['2025-08-24'])
    expect(offered('2025-08-24')).toEqual(['2025-08-24'])
    expect(offered('2025-08-25')).toEqual([])
    expect(offered('2026-11-26')).toEqual([])
    expect(upcomingMeetings(null, '2025-07-01')).toEqual([])
  })
})

describe('the calendar split at today', () => {
  const calendar = buildCalendar(YEAR, EVENTS)
  const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title)

  it('puts what is to come first, in date order, today included, and what is over newest first', () => {
    const { upcoming, past } = splitCalendar(calendar, '2026-05-25')
    expect(titles(upcoming)).toEqual(['memorial-day', 'africa-day', 'showcase', 'Last Day of School', 'juneteenth'])
    expect(titles(past)).toEqual([
      'winter-break',
      'Fall Semester Begins',
      'Virtual Interest Meeting',
      'Virtual Interest Meeting',
    ])
    expect(past.map((entry) => entry.date)).toEqual(['2025-12-22', '2025-09-02', '2025-08-24', '2025-08-10'])
  })

  it('groups past months newest first, upcoming months oldest first', () => {
    const { upcoming, past } = splitCalendar(calendar, '2026-05-25')
    expect(groupByMonth(upcoming).map((month) => month.key)).toEqual(['2026-05', '2026-06'])
    expect(groupByMonth(past, 'newest-first').map((month) => month.key)).toEqual(['2025-12', '2025-09', '2025-08'])
  })

  it('on every day from a summer before the year to a year after it, shows each entry once, where it belongs', () => {
    for (let today = '2025-06-01'; today <= '2027-06-30'; today = addDays(today, 1)) {
      const { upcoming, past } = splitCalendar(calendar, today)
      expect(upcoming.length + past.length).toBe(calendar.length)
      for (const entry of upcoming)
        expect((entry.endDate ?? entry.date) >= today, `${entry.title} on ${today}`).toBe(true)
      for (const entry of past) expect((entry.endDate ?? entry.date) < today, `${entry.title} on ${today}`).toBe(true)
      // The last day is on the calendar, so the year is over exactly when its date has passed.
      const lastDay = calendar.find((entry) => entry.title === 'Last Day of School')!
      expect(schoolYearPhase(YEAR, today) === 'over').toBe(past.includes(lastDay))
    }
  })
})

describe('a page rendered for one school day', () => {
  const day = schoolDayAt(new Date('2026-05-25T12:00:00-05:00'))
  const tag = renderWindowTag(day.startsAt, day.endsAt)

  it('names its day in a cache tag, outside of which it is not served', () => {
    expect(tag).toBe(`window:${day.startsAt.getTime()}-${day.endsAt.getTime()}`)
    expect(isOutsideRenderWindow(['sanity', tag], new Date('2026-05-25T00:00:00-05:00'))).toBe(false)
    expect(isOutsideRenderWindow(['sanity', tag], new Date('2026-05-25T23:59:59.999-05:00'))).toBe(false)
    expect(isOutsideRenderWindow(['sanity', tag], new Date('2026-05-26T00:00:00-05:00'))).toBe(true)
    expect(isOutsideRenderWindow(['sanity', tag], new Date('2026-05-24T23:59:59-05:00'))).toBe(true)
    // A page with no window (every page that does not depend on the date) never expires this way.
    expect(isOutsideRenderWindow(['sanity', 'schoolYear'], new Date('2030-01-01T00:00:00Z'))).toBe(false)
  })

  it('is answered by the page cache on its day only; another day finds nothing and renders it again', async () => {
    const handler = new PageCacheHandler({
      serverDistDir: '/nonexistent',
      dev: false,
    } as unknown as ConstructorParameters<typeof PageCacheHandler>[0])
    const page = {
      kind: 'APP_PAGE',
      html: '<p>Today</p>',
      rscData: undefined,
      headers: { 'x-next-cache-tags': `_N_T_/layout,_N_T_/events,sanity,${tag}` },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    }
    await handler.set('/events', page as never, { cacheControl: { revalidate: 43200, expire: 31536000 } } as never)
    const read = () => handler.get('/events', { kind: 'APP_PAGE', isFallback: false } as never)

    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '2026-05-25T18:00:00-05:00')
    const entry = await read()
    expect(entryTags(entry)).toContain(tag)
    // The render's Cache-Control settings come back with it (Next builds the response's header from them).
    expect(entry).toMatchObject({ cacheControl: { revalidate: 43200, expire: 31536000 } })
    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '2026-05-26T00:00:01-05:00')
    expect(await read()).toBeNull()
    vi.stubEnv(FROZEN_CLOCK_VARIABLE, '2025-08-18T12:00:00-05:00')
    expect(await read()).toBeNull()
  })
})
