import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'

import { fixtureById, fixturesOfType } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { SCHOOL_DAY_SERVERS } from '../support/school-days'

/**
 * The school pages on three days of the fixture school year (docs/behaviour.md#dates-on-the-site), each served by
 * a server whose clock is frozen on that day (tests/support/school-days.ts), never the day the test runs:
 * - the site server: Monday, May 25, 2026, the last week of the year;
 * - Monday, August 18, 2025: before the year, between the two interest meetings;
 * - Thursday, November 26, 2026: after the last day, every event past.
 */

type CalendarEvent = { title: string; date: string; endDate?: string }
const schoolYear = fixtureById<{ label: string; nextYearNotice: string }>('schoolYear')
const eventsPage = fixtureById<{
  calendarHeading: string
  eventsHeading: string
  noUpcomingEvents: string
  pastEventsHeading: string
}>('eventsPage')
const programsPage = fixtureById<{ interestMeetingsHeading: string }>('programsPage')
const events = fixturesOfType<CalendarEvent>('calendarEvent')
/** The school year's own entries: the first day, the last day and the two interest meetings. */
const SCHOOL_YEAR_ENTRIES = [
  { title: 'Virtual Interest Meeting', date: '2025-08-10' },
  { title: 'Virtual Interest Meeting', date: '2025-08-24' },
  { title: 'Fall Semester Begins', date: '2025-09-02' },
  { title: 'Last Day of School', date: '2026-05-29' },
]
const pastOn = (today: string) =>
  [...SCHOOL_YEAR_ENTRIES, ...events].filter(
    (entry) => ('endDate' in entry && entry.endDate ? entry.endDate : entry.date) < today,
  )

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const keyDate = (page: Page, date: string) =>
  region(page, eventsPage.calendarHeading).getByRole('definition').filter({ hasText: date })
const pastToggle = (page: Page) => region(page, eventsPage.pastEventsHeading).locator('summary')

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test.describe('in the last week of the school year (Monday, May 25, 2026)', () => {
      test('/events: what is to come first, with Today and This week; the past in a closed disclosure', async ({
        page,
      }) => {
        await openPage(page, '/events')
        const upcoming = region(page, eventsPage.eventsHeading)
        await expect(upcoming.getByRole('article')).toHaveText([
          /Memorial Day: No Classes/,
          /Africa Day Community Celebration/,
          /End-of-Year Showcase/,
          /Last Day of School/,
          /Juneteenth Community Celebration/,
        ])
        await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(['May 2026', 'June 2026'])
        const card = (name: string) => upcoming.getByRole('article', { name, exact: true })
        await expect(card('Memorial Day: No Classes')).toContainText('Today')
        await expect(card('Africa Day Community Celebration')).toContainText('Today')
        await expect(card('End-of-Year Showcase')).toContainText('This week')
        await expect(card('Last Day of School')).toContainText('This week')
        await expect(card('Juneteenth Community Celebration')).not.toContainText(/Today|This week/)

        // Key dates: the first day and the meetings have passed, the last day is this week.
        await expect(keyDate(page, 'Tuesday, September 2, 2025')).toContainText('Passed')
        await expect(keyDate(page, 'Sunday, August 10, 2025')).toContainText('Passed')
        await expect(keyDate(page, 'Friday, May 29, 2026')).toContainText('This week')
        await expect(keyDate(page, 'Friday, May 29, 2026')).not.toContainText('Passed')
        await expect(keyDate(page, 'Monday, May 25, 2026')).toContainText('Today')

        // The past is there, closed: its cards are hidden until the disclosure is opened.
        const past = region(page, eventsPage.pastEventsHeading)
        const pastCount = pastOn('2026-05-25').length
        await expect(pastToggle(page)).toHaveAccessibleName(`Show ${pastCount} past events`)
        await expect(past.getByRole('article', { name: 'Fall Family Conferences' })).toBeHidden()
        await expectNoSidewaysScroll(page)
        await expectNoAxeViolations(page)

        await pastToggle(page).focus()
        await page.keyboard.press('Enter')
        await expect(pastToggle(page)).toHaveAccessibleName(`Hide ${pastCount} past events`)
        await expect(past.getByRole('article')).toHaveCount(pastCount)
        await expect(past.getByRole('article', { name: 'Fall Family Conferences' })).toBeVisible()
        const months = await past.getByRole('heading', { level: 3 }).allTextContents()
        expect(months[0]).toBe('April 2026')
        expect(months.at(-1)).toBe('August 2025')
        await expect(past).not.toContainText(/Today|This week/)
        await expectNoAxeViolations(page)
      })

      test('home and /programs: the semester began; no interest meeting is offered once both are held', async ({
        page,
      }) => {
        const began = 'Enroll for 2025-2026. The fall semester began Tuesday, September 2, 2025.'
        await openPage(page, '/programs')
        await expect(page.getByTestId('enrollment-notice')).toHaveText(began)
        await expect(page.getByTestId('interest-meetings')).toHaveCount(0)
        await expect(page.getByText(programsPage.interestMeetingsHeading)).toHaveCount(0)
        await expectNoAxeViolations(page)

        await openPage(page, '/')
        await expect(page.getByTestId('enrollment-notice')).toHaveText(began)
      })
    })

    test.describe('before the school year (Monday, August 18, 2025)', () => {
      test.use({ baseURL: SCHOOL_DAY_SERVERS.beforeTheYear.url })

      test('home and /programs: the semester starts; only the interest meeting still to come is offered', async ({
        page,
      }) => {
        const starts = 'Enroll for 2025-2026. The fall semester starts Tuesday, September 2, 2025.'
        await openPage(page, '/programs')
        await expect(page.getByTestId('enrollment-notice')).toHaveText(starts)
        const meetings = page.getByTestId('interest-meetings')
        await expect(meetings).toContainText(programsPage.interestMeetingsHeading)
        await expect(meetings.getByRole('listitem')).toHaveText(['Sunday, August 24, 2025 at 2:00 PM CST, virtual'])
        await expect(page.getByText('August 10, 2025')).toHaveCount(0)
        await expectNoAxeViolations(page)

        await openPage(page, '/')
        await expect(page.getByTestId('enrollment-notice')).toHaveText(starts)
      })

      test('/events: the held meeting has passed, the coming one is this week', async ({ page }) => {
        await openPage(page, '/events')
        await expect(keyDate(page, 'Sunday, August 10, 2025')).toContainText('Passed')
        await expect(keyDate(page, 'Sunday, August 24, 2025')).toContainText('This week')
        await expect(keyDate(page, 'Tuesday, September 2, 2025')).not.toContainText(/Passed|This week|Today/)
        const first = region(page, eventsPage.eventsHeading).getByRole('article').first()
        await expect(first).toContainText('Sunday, August 24, 2025')
        await expect(first).toContainText('This week')
        await expect(pastToggle(page)).toHaveAccessibleName('Show 1 past event')
        await expectNoAxeViolations(page)
      })
    })

    test.describe('after the school year (Thursday, November 26, 2026)', () => {
      test.use({ baseURL: SCHOOL_DAY_SERVERS.afterTheYear.url })

      test('home, /programs and /events say the next year’s dates will be announced, and offer no meeting', async ({
        page,
      }) => {
        for (const path of ['/', '/programs', '/events']) {
          await openPage(page, path)
          await expect(page.getByTestId('enrollment-notice'), path).toHaveText(schoolYear.nextYearNotice)
          await expect(page.getByText(/Enroll for 2025-2026|The fall semester (starts|began)/), path).toHaveCount(0)
          await expect(page.getByTestId('interest-meetings'), path).toHaveCount(0)
          await expectNoSidewaysScroll(page)
          await expectNoAxeViolations(page)
        }
      })

      test('/events: nothing to come, every key date passed, every event under past events and in the file', async ({
        page,
        request,
      }) => {
        await openPage(page, '/events')
        await expect(region(page, eventsPage.eventsHeading)).toContainText(eventsPage.noUpcomingEvents)
        await expect(region(page, eventsPage.eventsHeading).getByRole('article')).toHaveCount(0)
        const keyDates = region(page, eventsPage.calendarHeading).getByRole('definition')
        expect(await keyDates.count()).toBeGreaterThan(4)
        for (const dates of await keyDates.all()) await expect(dates).toContainText('Passed')

        const all = SCHOOL_YEAR_ENTRIES.length + events.length
        await expect(pastToggle(page)).toHaveAccessibleName(`Show ${all} past events`)
        await pastToggle(page).click()
        await expect(region(page, eventsPage.pastEventsHeading).getByRole('article')).toHaveCount(all)
        await expectNoAxeViolations(page)

        // The calendar file keeps everything, past or not.
        const file = new ICAL.Component(ICAL.parse(await (await request.get('/events.ics')).text()))
        expect(file.getAllSubcomponents('vevent')).toHaveLength(all)
      })
    })
  })
}

test('the date pages are kept until midnight Central: at noon, for 12 hours', async ({ request }) => {
  // Every server's clock stands at noon Central (tests/support/school-days.ts).
  for (const base of ['', SCHOOL_DAY_SERVERS.beforeTheYear.url, SCHOOL_DAY_SERVERS.afterTheYear.url]) {
    for (const path of ['/', '/programs', '/events', '/programs/welcome-packet/k-5']) {
      const response = await request.get(`${base}${path}`)
      expect(response.status(), `${base}${path}`).toBe(200)
      expect(response.headers()['cache-control'], `${base}${path}`).toMatch(/^s-maxage=43200,/)
    }
  }
})
