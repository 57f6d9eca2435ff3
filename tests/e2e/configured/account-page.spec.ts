import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ANON_KEY, SERVICE_ROLE_KEY, STAND_IN_URL } from '../../../scripts/configured/endpoints'
import { fixtureById } from '../../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../../support/e2e-page'
import { readPdf } from '../../support/pdf-text'
import { logOut, PASSWORD } from './account'

/**
 * The parent page (docs/behaviour.md#family-account): a family's learners with their progress, scores and
 * writing, adding, editing and deleting learners, the orders, and each learner's progress report. The family's
 * rows are written through the service role, as the site's own writes would have left them.
 */

const NAME_TAKEN =
  'A learner in your family already has this name. Add an initial or use a nickname to tell them apart.'

type Lesson = { _key: string; _type: string; title: string }
type Course = { title: string; modules: Array<{ lessons: Lesson[] }> }
const lessonsOf = (id: string) => fixtureById<Course>(id).modules.flatMap((module) => module.lessons)

const KISWAHILI = 'course-kiswahili-language-culture'
const HISTORY = 'course-african-history-civilizations'
const kiswahili = fixtureById<Course>(KISWAHILI)
const history = fixtureById<Course>(HISTORY)
const kiswahiliLessons = lessonsOf(KISWAHILI)
const historyLessons = lessonsOf(HISTORY)
const exercise = kiswahiliLessons.find((lesson) => lesson._type === 'exerciseLesson')!
const writing = kiswahiliLessons.find((lesson) => lesson._type === 'writingLesson')!
const percent = (done: number, total: number) => `${Math.round((done / total) * 100)}% complete`

const service = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` }

async function insertRows(request: APIRequestContext, table: string, rows: object[]) {
  const response = await request.post(`${STAND_IN_URL}/rest/v1/${table}`, {
    headers: { ...service, 'content-type': 'application/json', prefer: 'return=representation' },
    data: rows,
  })
  expect(response.ok(), `${table}: ${await response.text()}`).toBe(true)
  return (await response.json()) as Array<Record<string, unknown>>
}

async function selectRows(request: APIRequestContext, table: string, query: string) {
  const response = await request.get(`${STAND_IN_URL}/rest/v1/${table}?${query}`, { headers: service })
  expect(response.ok(), `${table}: ${await response.text()}`).toBe(true)
  return (await response.json()) as Array<Record<string, unknown>>
}

async function userIdOf(request: APIRequestContext, email: string): Promise<string> {
  const token = await request.post(`${STAND_IN_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  })
  expect(token.ok()).toBe(true)
  return ((await token.json()) as { user: { id: string } }).user.id
}

/** A family of two learners with progress, a writing submission and a paid download, as the site would store them. */
async function seedFamily(request: APIRequestContext, email: string) {
  const signUp = await request.post(`${STAND_IN_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  })
  expect(signUp.ok()).toBe(true)
  const parent = await userIdOf(request, email)
  const [amara, kofi] = (await insertRows(request, 'learners', [
    { parent_id: parent, display_name: 'Amara', grade_band: '3-5', avatar: 'lion', created_at: '2026-09-01T15:00:00Z' },
    { parent_id: parent, display_name: 'Kofi', grade_band: '6-8', avatar: 'drum', created_at: '2026-09-01T15:05:00Z' },
  ])) as Array<{ id: string }>
  const row = (learner: string, course: string, key: string, completedAt: string | null, best?: [number, number]) => ({
    learner_id: learner,
    user_id: parent,
    course_id: course,
    lesson_key: key,
    completed_at: completedAt,
    best_correct: best?.[0] ?? null,
    best_total: best?.[1] ?? null,
  })
  await insertRows(request, 'lesson_progress', [
    row(amara!.id, KISWAHILI, kiswahiliLessons[0]!._key, '2026-09-08T16:00:00Z'),
    row(amara!.id, KISWAHILI, kiswahiliLessons[1]!._key, '2026-09-10T16:00:00Z'),
    row(amara!.id, KISWAHILI, exercise._key, '2026-10-14T16:00:00Z', [3, 4]),
    row(amara!.id, KISWAHILI, writing._key, '2026-11-20T18:00:00Z'),
    row(kofi!.id, HISTORY, historyLessons[0]!._key, '2026-10-02T16:00:00Z'),
  ])
  await insertRows(request, 'writing_submissions', [
    {
      learner_id: amara!.id,
      user_id: parent,
      course_id: KISWAHILI,
      lesson_key: writing._key,
      body: 'Every morning my grandmother greets the neighbours in Kiswahili, and now I can answer her.',
      word_count: 15,
      submitted_at: '2026-11-20T18:00:00Z',
    },
  ])
  return { parent, amara: amara!.id, kofi: kofi!.id }
}

/** Logs in through /auth?next=/account and lands back on the parent page. */
async function logInToAccount(page: Page, email: string) {
  await openPage(page, '/auth?next=/account')
  const login = page.getByRole('tabpanel', { name: 'Login' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill(PASSWORD)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My family' })).toBeVisible()
}

const learnerCard = (page: Page, name: string) => page.getByRole('article', { name })

test('signed out, the parent page sends the visitor to sign in and back', async ({ page }) => {
  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth\?next=(%2F|\/)account$/)
  const report = await page.request.get('/account/report/a1111111-1111-4111-8111-111111111111', {
    maxRedirects: 0,
  })
  expect(report.status()).toBe(303)
  expect(report.headers().location).toMatch(/\/auth\?next=\/account$/)
})

test('signed out in another tab, the parent page goes to sign in; its own Logout still goes home', async ({
  page,
  request,
}) => {
  const email = `family-elsewhere-${Date.now()}@example.org`
  await seedFamily(request, email)
  await logInToAccount(page, email)

  const other = await page.context().newPage()
  await openPage(other, '/homeschool-materials')
  await logOut(other)
  // The family's learners and orders do not stay on the screen with saves that could only fail.
  await expect(page).toHaveURL(/\/auth\?next=(%2F|\/)account$/)
  await expect(page.getByRole('article')).toHaveCount(0)

  const login = page.getByRole('tabpanel', { name: 'Login' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill(PASSWORD)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await logOut(page)
  await expect(page).toHaveURL(/\/$/)
})

test('a parent sees each learner’s courses, lessons, scores and writing, and the family’s orders', async ({
  page,
  request,
}) => {
  const email = `family-${Date.now()}@example.org`
  await seedFamily(request, email)
  await logInToAccount(page, email)

  const amara = learnerCard(page, 'Amara')
  await expect(amara.getByText('Grades 3 to 5')).toBeVisible()
  await expect(amara.getByRole('heading', { name: kiswahili.title })).toBeVisible()
  await expect(amara.getByText(percent(4, kiswahiliLessons.length))).toBeVisible()
  await expect(amara.getByText(`${kiswahiliLessons[0]!.title} · September 8, 2026`)).toBeVisible()
  await expect(amara.getByText(`${exercise.title}: 3 of 4`)).toBeVisible()
  await expect(amara.getByText('Last activity November 20, 2026')).toBeVisible()
  const submission = amara.locator('details')
  await expect(submission.locator('summary')).toContainText(writing.title)
  await expect(submission.getByText('now I can answer her')).toBeHidden()
  await submission.locator('summary').click()
  await expect(submission.getByText('now I can answer her')).toBeVisible()

  const kofi = learnerCard(page, 'Kofi')
  await expect(kofi.getByText('Grades 6 to 8')).toBeVisible()
  await expect(kofi.getByRole('heading', { name: history.title })).toBeVisible()
  await expect(kofi.getByText(percent(1, historyLessons.length))).toBeVisible()
  await expect(kofi.getByText(`${historyLessons[0]!.title} · October 2, 2026`)).toBeVisible()

  await expect(page.getByText('No orders yet.')).toBeVisible()

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `/tmp/shots/i37/account-${viewport.width}.png`, fullPage: true })
  }
})

test('a parent adds, renames and deletes learners; deleting one removes its progress and writing', async ({
  page,
  request,
}) => {
  const email = `family-edits-${Date.now()}@example.org`
  const family = await seedFamily(request, email)
  await logInToAccount(page, email)

  // Add: the form checks the name first, then stores the learner.
  const add = page.getByRole('region', { name: 'Add a learner' })
  await add.getByRole('button', { name: 'Add learner' }).click()
  await expect(add.getByText("Please enter the learner's first name or nickname.")).toBeVisible()
  // Typing stops at the 40 characters a name may have, as in the header's picker, rather than refusing it after.
  await add.getByLabel('First name or nickname').pressSequentially('Z'.repeat(48))
  await expect(add.getByLabel('First name or nickname')).toHaveValue('Z'.repeat(40))
  // A name a sibling has, in any case, is refused beside the name: the family could not tell the two apart.
  await add.getByLabel('First name or nickname').fill('kofi')
  await add.getByLabel('Grade band').selectOption({ label: 'Grades 3 to 5' })
  await add.getByRole('button', { name: 'Add learner' }).click()
  await expect(add.getByText(NAME_TAKEN)).toBeVisible()
  await expect(add.getByLabel('First name or nickname')).toBeFocused()
  await add.getByLabel('First name or nickname').fill('Zawadi')
  await add.getByLabel('Grade band').selectOption({ label: 'Kindergarten to grade 2' })
  // A new learner has the baobab until the parent picks another, as in the header's picker.
  await expect(add.getByRole('radio', { name: 'Baobab tree' })).toBeChecked()
  await add.getByText('Giraffe').click()
  await add.getByRole('button', { name: 'Add learner' }).click()
  await expect(learnerCard(page, 'Zawadi').getByText('Kindergarten to grade 2')).toBeVisible()
  await expect(add.getByLabel('First name or nickname')).toHaveValue('')
  await expect(add.getByRole('radio', { name: 'Baobab tree' })).toBeChecked()
  // The keyboard stays where the parent was, ready to add the next child.
  await expect(add.getByRole('button', { name: 'Add learner' })).toBeFocused()

  // Rename Kofi and move him up a grade band, after a first try that Cancel leaves unsaved.
  const editButton = learnerCard(page, 'Kofi').getByRole('button', { name: 'Edit Kofi' })
  await editButton.click()
  const edit = page.getByRole('dialog', { name: 'Edit Kofi' })
  await edit.getByLabel('First name or nickname').fill('Kof')
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeHidden()
  await expect(editButton).toBeFocused()
  await editButton.click()
  await expect(edit.getByLabel('First name or nickname')).toHaveValue('Kofi')
  await edit.getByLabel('First name or nickname').fill('Zawadi')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText(NAME_TAKEN)).toBeVisible()
  await edit.getByLabel('First name or nickname').fill('Kofi Jr')
  await edit.getByLabel('Grade band').selectOption({ label: 'Grades 9 to 12' })
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  await expect(learnerCard(page, 'Kofi Jr').getByText('Grades 9 to 12')).toBeVisible()
  await expect(learnerCard(page, 'Kofi Jr').getByRole('heading', { name: history.title })).toBeVisible()

  // Delete Amara: the dialog says what goes; Cancel keeps her, confirming removes her and her rows.
  const deleteButton = learnerCard(page, 'Amara').getByRole('button', { name: 'Delete Amara' })
  await deleteButton.click()
  const confirm = page.getByRole('dialog', { name: 'Delete Amara?' })
  await expect(
    confirm.getByText("Amara's progress, scores and writing will be deleted. This cannot be undone."),
  ).toBeVisible()
  // Focus starts on the safe way out, never on the button that deletes.
  await expect(confirm.getByRole('button', { name: 'Close without deleting' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(deleteButton).toBeFocused()
  await deleteButton.click()
  await confirm.getByRole('button', { name: 'Delete Amara' }).click()
  await expect(learnerCard(page, 'Amara')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Your learners' })).toBeFocused()

  expect(await selectRows(request, 'learners', `id=eq.${family.amara}`)).toEqual([])
  expect(await selectRows(request, 'lesson_progress', `learner_id=eq.${family.amara}`)).toEqual([])
  expect(await selectRows(request, 'writing_submissions', `learner_id=eq.${family.amara}`)).toEqual([])
  expect(await selectRows(request, 'lesson_progress', `learner_id=eq.${family.kofi}`)).toHaveLength(1)

  // A learner added from the header's switch joins the page's list without a reload.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Who is learning\?|Learning:/ })
    .click()
  await page.getByRole('dialog', { name: 'Who is learning?' }).getByRole('button', { name: 'Add a learner' }).click()
  const fromHeader = page.getByRole('dialog', { name: 'Add a learner' })
  await fromHeader.getByLabel('First name or nickname').fill('Tendai')
  await fromHeader.getByLabel('Grade band').selectOption({ label: 'Grades 6 to 8' })
  await fromHeader.getByRole('button', { name: 'Add learner' }).click()
  await expect(fromHeader).toBeHidden()
  await expect(learnerCard(page, 'Tendai').getByText('Grades 6 to 8')).toBeVisible()
})

test('each learner’s progress report downloads as a PDF naming them, and only for their own parent', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const email = `family-report-${stamp}@example.org`
  await seedFamily(request, email)
  const other = await seedFamily(request, `family-other-${stamp}@example.org`)
  await logInToAccount(page, email)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    learnerCard(page, 'Kofi').getByRole('link', { name: 'Progress report (PDF) for Kofi' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^progress-report-kofi-\d{4}-\d{2}-\d{2}\.pdf$/)
  const pdf = await readPdf(new Uint8Array(await readFile((await download.path())!)))
  expect(pdf.title).toBe('Progress report: Kofi')
  const lines = pdf.pages.flat()
  expect(lines).toEqual(
    expect.arrayContaining([
      'Progress report: Kofi',
      'Grade band Grades 6 to 8',
      'Period October 2, 2026',
      history.title,
      `October 2, 2026 ${historyLessons[0]!.title}`,
    ]),
  )

  // Another family's learner answers like one that does not exist.
  expect((await page.request.get(`/account/report/${other.kofi}`)).status()).toBe(404)
  expect((await page.request.get('/account/report/not-a-learner')).status()).toBe(404)
})
