import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'

import { fixtureById, fixturesOfType, plans, settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { blockText, type FixtureBlock } from '../support/e2e-pages'
import { visibleWordCount, wordsBrokenAcrossLines } from '../support/layout'

/**
 * The school pages in local mode, compared with the fixtures (so a staff edit to a fixture shows
 * up here without a test edit) and with fixed expected texts (schedule, values, dates, prices).
 */

type Seo = { title: string; description: string }
type Slot = { time: string; subjects: string[] }
type DayGroup = { label: string; note?: string; slots: Slot[] }
type Educator = {
  name: string
  role: string
  group: string
  order: number
  shortBio: string
  bio: FixtureBlock[]
  email: string
  showEmail?: boolean
}
type CalendarEvent = { _id: string; title: string; type: string; date: string; description: string }
type OngoingProgram = { title: string; frequency: string; type: string }

const programsPage = fixtureById<{ seo: Seo; heading: string; welcomePackets: Array<{ title: string }> }>(
  'programsPage',
)
const schedule = fixtureById<{ dayGroups: DayGroup[] }>('weeklySchedule')
const aboutPage = fixtureById<{
  seo: Seo
  heading: string
  mission: string
  valuesHeading: string
  values: Array<{ title: string; description: string }>
}>('aboutPage')
const curriculumPage = fixtureById<{
  seo: Seo
  heading: string
  subjectAreas: Array<{ title: string }>
  standards: string[]
  consultationLabel: string
}>('curriculumPage')
const educatorsPage = fixtureById<{
  seo: Seo
  heading: string
  leadershipHeading: string
  facultyHeading: string
  consultationLabel: string
}>('educatorsPage')
const eventsPage = fixtureById<{
  seo: Seo
  heading: string
  calendarHeading: string
  eventsHeading: string
  pastEventsHeading: string
}>('eventsPage')
const educators = fixturesOfType<Educator>('educator').sort((a, b) => a.order - b.order)
const events = fixturesOfType<CalendarEvent>('calendarEvent')
const programs = fixturesOfType<OngoingProgram>('ongoingProgram')

async function expectPageMeta(page: Page, path: string, seo: Seo) {
  await expect(page).toHaveTitle(`${seo.title} | ${settings.title}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(path, settings.siteUrl).toString(),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
}

/** Opens the closed "Past events" disclosure of /events, so every event's card is on the page. */
async function openPastEvents(page: Page) {
  await page.getByRole('region', { name: eventsPage.pastEventsHeading, exact: true }).locator('summary').click()
}

const formatTime = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

test.describe('/programs', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/programs')
  })

  // The server's clock stands in the last week of the year; other days: school-dates.spec.ts.
  test('enrols for 2025-2026 from the school year, with the semester start', async ({ page }) => {
    await expectPageMeta(page, '/programs', programsPage.seo)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(programsPage.heading)
    await expect(page.getByTestId('enrollment-notice')).toHaveText(
      'Enroll for 2025-2026. The fall semester began Tuesday, September 2, 2025.',
    )
  })

  test('shows the three plans with /month prices, one Most Popular, each Select opening the enrolment dialog', async ({
    page,
  }) => {
    const cards = page.getByTestId('plan-card')
    await expect(cards).toHaveCount(3)
    for (const [index, plan] of plans.entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(plan.name)
      await expect(cards.nth(index)).toContainText(new RegExp(`\\$${plan.monthlyPrice}/month per (child|family)`))
    }
    await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1)
    await expect(page.getByRole('button', { name: /^Select / })).toHaveCount(3)

    const select = page.getByRole('button', { name: 'Select Core Only' })
    await select.click()
    const dialog = page.getByRole('dialog', { name: 'Enroll in Core Only' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('$350')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(select).toBeFocused()
  })

  test("keeps each discount's figure and its % sign on one line, on the cards and in the dialog", async ({ page }) => {
    // Staff write "15 % off"; a phone must not break the line between the figure and the sign.
    const notes = page.getByTestId('plan-card').getByRole('listitem').filter({ hasText: '%' })
    await expect(notes).toHaveCount(2)
    for (const text of await notes.allTextContents()) {
      expect(text).toMatch(/\d\u00a0%/)
      expect(text).not.toMatch(/\d %/)
    }
    await page.getByRole('button', { name: 'Select Full Program' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enroll in Full Program' })
    await dialog.getByRole('button', { name: 'Add another child' }).click()
    await expect(dialog).toContainText('15 % off each child after the first.')
    const shown = (await dialog.textContent()) ?? ''
    expect(shown).toContain('15\u00a0% off each child after the first.')
    expect(shown).not.toMatch(/\d %/)
  })

  test('lays the weekly schedule out as a table with a caption, column and row headers, every slot of the schedule', async ({
    page,
  }) => {
    const table = page.getByRole('table', { name: /Weekly live schedule\. All times CST\./ })
    await expect(table).toBeVisible()
    const columnHeaders = table.getByRole('columnheader')
    await expect(columnHeaders).toHaveText(['Time (CST)', 'Mon/Wed/Fri', 'Tue/Thu', 'Friday Special'])

    const rowHeaders = table.getByRole('rowheader')
    await expect(rowHeaders).toHaveText([
      '9:30 AM',
      '10:30 AM',
      '11:30 AM',
      '12:30 PM',
      '1:15 PM',
      '2:00 PM',
      '3:00 PM',
    ])

    const cell = (time: string, column: number) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: time, exact: true }) })
        .getByRole('cell')
        .nth(column)
    await expect(cell('9:30 AM', 0)).toHaveText('Spanish')
    await expect(cell('10:30 AM', 0)).toHaveText('Math')
    await expect(cell('11:30 AM', 0)).toHaveText('ELA')
    await expect(cell('12:30 PM', 0)).toHaveText('Science')
    await expect(cell('1:15 PM', 0)).toHaveText('Lunch & Movement')
    await expect(cell('9:30 AM', 1)).toHaveText('Kiswahili')
    await expect(cell('10:30 AM', 1).getByRole('listitem')).toHaveText([
      'Martial Arts',
      'Debate',
      'African-Centered World History',
    ])
    await expect(cell('11:30 AM', 1).getByRole('listitem')).toHaveText([
      'Finance & Business Innovation',
      'Art',
      'Digital Drawing',
    ])
    await expect(cell('12:30 PM', 1).getByRole('listitem')).toHaveText([
      'Theater & Creative Writing',
      'African Science & Invention',
    ])
    await expect(cell('1:15 PM', 1)).toHaveText('Lunch')
    await expect(cell('2:00 PM', 1).getByRole('listitem')).toHaveText([
      'SAT/ACT Prep',
      'Holistic Development',
      'Game Development',
    ])
    await expect(cell('3:00 PM', 1).getByRole('listitem')).toHaveText(['Study Hall', 'Extended Electives'])
    await expect(cell('9:30 AM', 2)).toHaveText('Mindfulness & Holistic Health')
    await expect(cell('2:00 PM', 0)).toContainText('No class')
    const friday = schedule.dayGroups.find((group) => group.label === 'Friday Special')
    expect(friday?.note).toMatch(/Portfolio \/ College Prep/)
    await expect(page.getByText(friday?.note ?? '').filter({ visible: true })).toBeVisible()
    // Every fixture slot is in the table (a staff edit to a slot changes the page).
    for (const group of schedule.dayGroups) {
      for (const slot of group.slots)
        await expect(table.getByRole('rowheader', { name: formatTime(slot.time), exact: true })).toHaveCount(1)
    }
  })

  test('the weekly schedule breaks no word across lines on a wide screen', async ({ page }) => {
    const table = page.getByRole('table', { name: /Weekly live schedule/ })
    await expect(table).toBeVisible()
    expect(await visibleWordCount(table)).toBeGreaterThan(40)
    expect(await wordsBrokenAcrossLines(table)).toEqual([])
    // The phone's list by day is not shown here, so a screen reader meets the schedule once.
    await expect(page.getByTestId('schedule-by-day')).toBeHidden()
  })

  test('downloads each welcome packet as a PDF', async ({ page, request }) => {
    expect(programsPage.welcomePackets.map((packet) => packet.title)).toEqual([
      'Welcome Packet: Grades K-5',
      'Welcome Packet: Grades 6-12',
    ])
    for (const packet of programsPage.welcomePackets) {
      const link = page.getByRole('link', { name: new RegExp(`^${packet.title}`) })
      const href = await link.getAttribute('href')
      expect(href).toBeTruthy()
      const response = await request.get(href ?? '')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/pdf')
      expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="welcome-packet-.+\.pdf"$/)
      const body = await response.body()
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(body.subarray(-6).toString('latin1')).toContain('%%EOF')

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toMatch(/^welcome-packet-.+\.pdf$/)
    }
  })

  test('has no accessibility violations', async ({ page }) => {
    await expectNoAxeViolations(page)
  })
})

test.describe('/about', () => {
  test('shows the mission, the six values, contact details and the community network', async ({ page }) => {
    await openPage(page, '/about')
    await expectPageMeta(page, '/about', aboutPage.seo)
    await expect(page.getByText(aboutPage.mission.slice(0, 60))).toBeVisible()
    const values = page.getByRole('region', { name: aboutPage.valuesHeading }).getByRole('heading', { level: 3 })
    await expect(values).toHaveText([
      'Academic Excellence',
      'Holistic Development',
      'Small Group Instruction',
      'Community-Centered Learning',
      'Real-World Preparation',
      'Cultural Awareness',
    ])
    for (const value of aboutPage.values) await expect(page.getByText(value.description)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: settings.contact.email })).toHaveAttribute(
      'href',
      `mailto:${settings.contact.email}`,
    )
    await expect(page.getByRole('main').getByText(settings.contact.phone)).toBeVisible()
    const community = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(settings.externalLinks.communityNetwork.label) })
    await expect(community).toHaveAttribute('href', settings.externalLinks.communityNetwork.url)
    await expect(community).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)
  })
})

test.describe('/curriculum', () => {
  test('shows philosophy, subject areas, standards and the external Schedule a Consultation link', async ({ page }) => {
    await openPage(page, '/curriculum')
    await expectPageMeta(page, '/curriculum', curriculumPage.seo)
    for (const area of curriculumPage.subjectAreas) {
      await expect(page.getByRole('heading', { level: 3, name: area.title, exact: true })).toBeVisible()
    }
    for (const standard of curriculumPage.standards) await expect(page.getByText(standard)).toBeVisible()
    expect(curriculumPage.consultationLabel).toBe('Schedule a Consultation')
    const consultation = page.getByRole('link', { name: /^Schedule a Consultation/ })
    await expect(consultation).toHaveAttribute('href', settings.externalLinks.consultationBooking.url)
    await expect(consultation).toHaveAttribute('rel', 'noopener noreferrer')
    await expectNoAxeViolations(page)
  })
})

test.describe('/educators', () => {
  test('lists the leadership team, then the faculty, with portraits, roles and short bios', async ({ page }) => {
    await openPage(page, '/educators')
    await expectPageMeta(page, '/educators', educatorsPage.seo)
    const leadership = educators.filter((educator) => educator.group === 'leadership')
    const faculty = educators.filter((educator) => educator.group === 'faculty')
    expect(leadership.length).toBeGreaterThanOrEqual(3)
    expect(faculty.length).toBeGreaterThanOrEqual(8)

    const region = (name: string) => page.getByRole('region', { name, exact: true })
    const leadershipNames = region(educatorsPage.leadershipHeading)
      .getByRole('article')
      .getByRole('heading', { level: 3 })
    await expect(leadershipNames).toHaveText(leadership.map((educator) => educator.name))
    const facultyNames = region(educatorsPage.facultyHeading).getByRole('article').getByRole('heading', { level: 3 })
    await expect(facultyNames).toHaveText(faculty.map((educator) => educator.name))

    for (const educator of educators) {
      const card = page.getByRole('article', { name: educator.name, exact: true })
      await expect(card).toContainText(educator.role)
      await expect(card).toContainText(educator.shortBio)
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.{10,}/)
      // A contact e-mail is public only when the educator chose to show it.
      await expect(card.getByRole('link', { name: educator.email })).toHaveCount(educator.showEmail ? 1 : 0)
    }
    expect(educators.some((educator) => !educator.showEmail)).toBe(true)
    const html = await page.content()
    for (const educator of educators.filter((candidate) => !candidate.showEmail))
      expect(html).not.toContain(educator.email)

    const first = page.getByRole('article', { name: educators[0]?.name ?? '' })
    await first.getByText(/full bio$/).click()
    await expect(first.locator('details')).toHaveAttribute('open', '')
    for (const block of educators[0]?.bio ?? []) await expect(first.getByText(blockText(block))).toBeVisible()

    await expect(page.getByRole('link', { name: new RegExp(`^${educatorsPage.consultationLabel}`) })).toHaveAttribute(
      'href',
      settings.externalLinks.consultationBooking.url,
    )
    await expect(page.getByRole('link', { name: `E-mail ${settings.contact.email}` })).toHaveAttribute(
      'href',
      `mailto:${settings.contact.email}`,
    )
    await expectNoAxeViolations(page)
  })

  test('each full bio is in the HTML once and not in the RSC payload', async ({ request }) => {
    const document = await (await request.get('/educators')).text()
    const at = document.indexOf('<script>self.__next_f.push(')
    expect(at).toBeGreaterThan(0)
    const [html, payload] = [document.slice(0, at), document.slice(at)]
    for (const educator of educators) {
      for (const block of educator.bio) {
        // Up to the first character the HTML or the payload writes escaped (`&amp;`, `\u0026`).
        const words = (blockText(block).split(/[&"'<>]/)[0] ?? '').slice(0, 60)
        expect(words.length, educator.name).toBeGreaterThan(20)
        expect(html.split(words).length - 1, educator.name).toBe(1)
        expect(payload, educator.name).not.toContain(words)
      }
    }
  })

  test('arriving from another page inside the app, every full bio is there, read in one request', async ({ page }) => {
    await openPage(page, '/about')
    // Documents the page asks for itself: the bios' own page, never /educators' whole document.
    const reads: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() === 'fetch' && !url.searchParams.has('_rsc')) reads.push(url.pathname)
    })
    // A mark on the window survives a move inside the app and not a page load.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Educators' }).click()
    await expect(page).toHaveURL(/\/educators$/)
    for (const educator of educators) {
      const card = page.getByRole('article', { name: educator.name, exact: true })
      await card.getByText(/full bio$/).click()
      for (const block of educator.bio) await expect(card.getByText(blockText(block))).toBeVisible()
    }
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true)
    expect(reads).toEqual(['/site-frame/educator-bios'])
    await expectNoAxeViolations(page)
    // That page is not one for search engines.
    const bios = await page.request.get('/site-frame/educator-bios')
    expect(await bios.text()).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })
})

test.describe('/events', () => {
  test('shows the academic calendar, the events by month with type badges, and the ongoing programs', async ({
    page,
  }) => {
    await openPage(page, '/events')
    await expectPageMeta(page, '/events', eventsPage.seo)
    expect(events.length).toBeGreaterThanOrEqual(12)
    expect(programs.length).toBeGreaterThanOrEqual(4)

    const calendar = page.getByRole('region', { name: eventsPage.calendarHeading, exact: true })
    await expect(calendar.getByRole('definition').filter({ hasText: 'Tuesday, September 2, 2025' })).toHaveCount(1)
    await expect(calendar.getByRole('definition').filter({ hasText: 'Friday, May 29, 2026' })).toHaveCount(1)
    await expect(calendar.getByText('Sunday, August 10, 2025 at 2:00 PM CST')).toBeVisible()
    await expect(calendar.getByText('Sunday, August 24, 2025 at 2:00 PM CST')).toBeVisible()

    // Month headings in date order: the months still to come, then (opened) the past ones, newest first.
    const monthsOf = (name: string) =>
      page.getByRole('region', { name, exact: true }).getByRole('heading', {
        level: 3,
        name: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      })
    const asDates = (names: string[]) => names.map((name) => new Date(`1 ${name}`).getTime())
    const upcoming = asDates(await monthsOf(eventsPage.eventsHeading).allTextContents())
    expect(upcoming.length).toBeGreaterThan(0)
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b))
    await openPastEvents(page)
    const past = asDates(await monthsOf(eventsPage.pastEventsHeading).allTextContents())
    expect(past.at(-1)).toBe(new Date('1 August 2025').getTime())
    expect(past).toEqual([...past].sort((a, b) => b - a))

    for (const event of events) {
      const card = page.getByRole('article', { name: event.title, exact: true })
      await expect(card).toContainText(event.description)
      await expect(card).toContainText(event.type[0]!.toUpperCase() + event.type.slice(1))
    }
    for (const program of programs) {
      await expect(page.getByRole('heading', { level: 3, name: program.title, exact: true })).toBeVisible()
      await expect(page.getByText(program.frequency, { exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })

  test('offers each event and the whole calendar as iCalendar files that parse', async ({ page, request }) => {
    await openPage(page, '/events')
    const whole = await request.get('/events.ics')
    expect(whole.status()).toBe(200)
    expect(whole.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const parsed = new ICAL.Component(ICAL.parse(await whole.text()))
    const summaries = parsed.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component).summary)
    expect(summaries).toEqual(
      expect.arrayContaining(['Fall Semester Begins', 'Last Day of School', ...events.map((e) => e.title)]),
    )
    expect(summaries).toHaveLength(events.length + 4)

    // An event still to come on the server's day (May 25, 2026) offers its own file.
    const event = events.find((candidate) => candidate.date > '2026-05-25')!
    const link = page
      .getByRole('article', { name: event.title, exact: true })
      .getByRole('link', { name: /Add to calendar/ })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/events\/.+\.ics$/)
    const single = await request.get(href)
    expect(single.status()).toBe(200)
    const one = new ICAL.Component(ICAL.parse(await single.text())).getAllSubcomponents('vevent')
    expect(one).toHaveLength(1)
    const vevent = new ICAL.Event(one[0]!)
    expect(vevent.summary).toBe(event.title)
    expect(vevent.startDate.toString().slice(0, 10)).toBe(event.date)

    // A past event offers no button, but its file stays at its address.
    await openPastEvents(page)
    const past = page.getByRole('article', { name: events[0]!.title, exact: true })
    await expect(past).toBeVisible()
    await expect(past.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0)
    expect((await request.get(`/events/${events[0]!._id.replace(/^calendarEvent-/, '')}.ics`)).status()).toBe(200)

    expect((await request.get('/events/no-such-event.ics')).status()).toBe(404)
  })
})
