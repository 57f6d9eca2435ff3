import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { WRITING_MESSAGES } from '../../../lib/learning/rules'
import { fixtureById } from '../../support/e2e-content'
import { openPage } from '../../support/e2e-page'
import { GREETINGS_REFLECTION, reflectionWords } from '../../support/reflection'
import { createAccount, holdSessionReading, logIn, logOut, signUpAndLogIn } from './account'
import { accountTable, addLearners, failFamilyReading, holdFamilyReading } from './family'

/**
 * Progress that is kept (docs/behaviour.md#progress): a visitor's completions live in local storage; after signing
 * in, the parent gives them to a learner, whose lesson_progress rows then hold them; later completions are written
 * there too, and another browser sees them after signing in.
 */

type Lesson = {
  _key: string
  _type: string
  title: string
  scenarios?: Array<{ options: string[]; correctIndex: number }>
}
type Course = { modules: Array<{ lessons: Lesson[] }> }
/** The course's document id: what the account's rows name it by. */
const COURSE_ID = 'course-kiswahili-language-culture'
const lessons = fixtureById<Course>(COURSE_ID).modules.flatMap((module) => module.lessons)
const writingLessonNumber = lessons.findIndex((lesson) => lesson._type === 'writingLesson') + 1
const exerciseNumber = lessons.findIndex((lesson) => lesson._type === 'exerciseLesson') + 1
const exercise = lessons[exerciseNumber - 1]!
const COURSE = '/course/kiswahili-language-culture'

/** The account's rows with everything they record, as `<lesson key>: completed|not completed, best c/t`. */
async function accountRecords(request: APIRequestContext, email: string) {
  const rows = (await accountRows(
    request,
    email,
    'lesson_key,completed_at,best_correct,best_total',
  )) as unknown as Array<{
    lesson_key: string
    completed_at: string | null
    best_correct: number | null
    best_total: number | null
  }>
  return rows.map(
    (row) =>
      `${row.lesson_key}: ${row.completed_at ? 'completed' : 'not completed'}, best ${row.best_correct}/${row.best_total}`,
  )
}

/** Answers the course's first exercise with exactly `right` correct answers, then Complete Exercise. */
async function answerExercise(page: Page, right: number) {
  for (const [index, scenario] of exercise.scenarios!.entries()) {
    const pick = index < right ? scenario.correctIndex : (scenario.correctIndex + 1) % scenario.options.length
    await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').nth(pick).click()
    await page
      .getByRole('button', { name: index === exercise.scenarios!.length - 1 ? 'Complete Exercise' : 'Next Scenario' })
      .click()
  }
}

async function accountRows(request: APIRequestContext, email: string, columns = 'course_id,lesson_key') {
  return accountTable<{ course_id: string; lesson_key: string }>(
    request,
    email,
    `lesson_progress?select=${columns}&order=lesson_key`,
  )
}

/** A new account with one learner (so no question is asked), logged in. */
/**
 * Opens a learning page and waits until its header names the learner. Until the page knows who is learning it
 * shows what the device holds for nobody in particular, so a check of one learner's page ("0%", an empty draft)
 * means something only from then on.
 */
async function openAs(page: Page, path: string, learner: string) {
  await openPage(page, path)
  await expect(page.getByRole('banner').getByRole('button', { name: `Learning: ${learner}` })).toBeVisible()
}

/** Answers "Add your first learner", offered with the work done on this device, and waits for it to close. */
async function addFirstLearnerWithDeviceWork(page: Page, name: string, gradeBand: string) {
  const picker = page.getByRole('dialog', { name: 'Add your first learner' })
  await expect(picker.getByText('The work done on this device will be kept for the learner you choose.')).toBeVisible()
  await picker.getByLabel('First name or nickname').fill(name)
  await picker.getByLabel('Grade band').selectOption({ label: gradeBand })
  await picker.getByRole('button', { name: 'Add learner' }).click()
  await expect(picker).toBeHidden()
}

async function familyOfOne(page: Page, request: APIRequestContext, email: string, name: string) {
  await createAccount(page, email)
  await addLearners(request, email, [{ name, avatar: 'baobab', gradeBand: '3-5' }])
  await logIn(page, email)
}

test('completions made before signing in join the account, later ones too, and follow the learner to another browser', async ({
  page,
  browser,
  request,
}) => {
  const email = `learner-${Date.now()}@example.org`
  await openPage(page, `${COURSE}/lesson/1`)
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')

  await signUpAndLogIn(page, email)
  // The work done before signing in waits for a learner: the parent adds the first and it is theirs.
  await addFirstLearnerWithDeviceWork(page, 'Amani', 'Grades 6 to 8')
  await openPage(page, `${COURSE}/lesson/2`)
  await page.getByRole('button', { name: 'Complete and Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`${COURSE}/lesson/3$`))
  await expect
    .poll(async () => (await accountRows(request, email)).map((row) => `${row.course_id}/${row.lesson_key}`).sort())
    .toEqual([`${COURSE_ID}/${lessons[0]!._key}`, `${COURSE_ID}/${lessons[1]!._key}`].sort())

  // Another browser (empty local storage) sees both after signing in: a family of one asks nothing.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto(COURSE)
  await expect(otherPage.getByTestId('course-percent')).toHaveText('0%')
  await logIn(otherPage, email)
  await expect(otherPage.getByRole('banner').getByRole('button', { name: 'Learning: Amani' })).toBeVisible()
  await openPage(otherPage, COURSE)
  await expect(otherPage.getByTestId('course-percent')).toHaveText('13%')
  await other.close()
})

test('when the family cannot be read after signing in, the next page reads it again and the work done before is still offered', async ({
  page,
  request,
}) => {
  const email = `family-retry-${Date.now()}@example.org`
  await openPage(page, `${COURSE}/lesson/1`)
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')

  const reading = await failFamilyReading(page)
  await signUpAndLogIn(page, email)
  await reading.failed
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The account answers again from the parent's next page on (a link followed, the header still mounted).
  reading.restore()
  await page.getByRole('banner').getByRole('link', { name: 'Educators' }).click()
  await expect(page).toHaveURL(/\/educators$/)
  await addFirstLearnerWithDeviceWork(page, 'Zawadi', 'Grades 3 to 5')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Learning: Zawadi' })).toBeVisible()
  // The course is Zawadi's now, and so the account's: the completion was handed over once, not lost.
  await openAs(page, COURSE, 'Zawadi')
  await expect(page.getByTestId('course-percent')).toHaveText('6%')
  await expect
    .poll(async () => (await accountRows(request, email)).map((row) => `${row.course_id}/${row.lesson_key}`))
    .toEqual([`${COURSE_ID}/${lessons[0]!._key}`])
})

test('on a shared computer, one child’s completions and drafts never reach a sibling who signs in after them', async ({
  page,
  request,
}) => {
  expect(writingLessonNumber, 'the course has a writing lesson').toBeGreaterThan(0)
  const stamp = Date.now()
  const childA = `sibling-a-${stamp}@example.org`
  const childB = `sibling-b-${stamp}@example.org`

  await familyOfOne(page, request, childA, 'Asha')
  await openAs(page, `${COURSE}/lesson/1`, 'Asha')
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')
  await expect.poll(async () => (await accountRows(request, childA)).length).toBe(1)
  await openAs(page, `${COURSE}/lesson/${writingLessonNumber}`, 'Asha')
  await page.getByLabel('Your reflection').fill('Habari! My grandmother greets the morning in Kiswahili.')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText('Draft saved successfully!')).toBeVisible()

  await logOut(page)
  // Nothing of child A's learning stays on this computer, not even who was learning.
  const kept = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => /^sankofa\.(progress|writing|learner)/.test(key)),
  )
  expect(kept).toEqual([])

  await familyOfOne(page, request, childB, 'Baraka')
  await openAs(page, COURSE, 'Baraka')
  await expect(page.getByTestId('course-percent')).toHaveText('0%')
  await openAs(page, `${COURSE}/lesson/${writingLessonNumber}`, 'Baraka')
  await expect(page.getByLabel('Your reflection')).toHaveValue('')
  await expect(page.getByRole('link', { name: /^1\. .*\(completed\)/ })).toHaveCount(0)
  // The account too: the sign-in offered child B nothing of child A's.
  await expect.poll(async () => accountRows(request, childB), { timeout: 3000 }).toEqual([])
  expect(await accountRows(request, childB)).toEqual([])
  // Child A still has their lesson, in their account.
  expect((await accountRows(request, childA)).map((row) => row.lesson_key)).toEqual([lessons[0]!._key])
})

/**
 * Mark as Complete on the open lesson 1 while the page cannot yet say who is learning (until `release`): shown as
 * done at once, then `learner`'s, in their account, with nobody asked who did it and nothing left on the device for
 * nobody in particular.
 */
async function firstClickGoesTo(
  page: Page,
  request: APIRequestContext,
  email: string,
  learner: string,
  release: () => void,
) {
  const learning = page.getByRole('banner').getByRole('button', { name: `Learning: ${learner}` })
  await expect(learning).toHaveCount(0)
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')

  release()
  await expect(learning).toBeVisible()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')
  await expect
    .poll(async () => (await accountRows(request, email)).map((row) => row.lesson_key))
    .toEqual([lessons[0]!._key])
  // The header knows the family once it shows the learner, so the picker would be open by now if it were asked.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const anonymous = await page.evaluate(() => window.localStorage.getItem('sankofa.progress.v2'))
  expect(anonymous).toBeNull()
}

test('a child who completes a lesson while the page is still reading the session gets it: nobody is asked who did it', async ({
  page,
  request,
}) => {
  const email = `early-${Date.now()}@example.org`
  await familyOfOne(page, request, email, 'Zuri')
  await openAs(page, COURSE, 'Zuri')
  const release = await holdSessionReading(page)
  await openPage(page, `${COURSE}/lesson/1`, 'domcontentloaded')
  await firstClickGoesTo(page, request, email, 'Zuri', release)
})

/** Signs a parent in on a device that has never had a learner of theirs, with the family's reading held. */
async function newDeviceWithFamilyHeld(page: Page, request: APIRequestContext, email: string, names: string[]) {
  await createAccount(page, email)
  await addLearners(
    request,
    email,
    names.map((name) => ({ name, avatar: 'baobab', gradeBand: '3-5' })),
  )
  const release = await holdFamilyReading(page)
  await logIn(page, email)
  await openPage(page, `${COURSE}/lesson/1`)
  // Signed in (the session is read), but who is learning is not known yet.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
  return release
}

test('on a new device, a family of one’s first click is the child’s, though the header has not read the family yet', async ({
  page,
  request,
}) => {
  const email = `new-device-${Date.now()}@example.org`
  const release = await newDeviceWithFamilyHeld(page, request, email, ['Nia'])
  await firstClickGoesTo(page, request, email, 'Nia', release)
})

test('on a new device, a family of several is asked who did the first click, and the child chosen gets it', async ({
  page,
  request,
}) => {
  const email = `new-device-siblings-${Date.now()}@example.org`
  const release = await newDeviceWithFamilyHeld(page, request, email, ['Nia', 'Tunde'])
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')

  release()
  const picker = page.getByRole('dialog', { name: 'Who is learning?' })
  await expect(picker.getByText('The work done on this device will be kept for the learner you choose.')).toBeVisible()
  await picker.getByRole('button', { name: 'Tunde' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Learning: Tunde' })).toBeVisible()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')
  const ids = await accountTable<{ id: string; display_name: string }>(
    request,
    email,
    'learners?select=id,display_name',
  )
  const tunde = ids.find((learner) => learner.display_name === 'Tunde')!.id
  await expect
    .poll(async () => (await accountRows(request, email, 'learner_id,lesson_key')).map((row) => Object.values(row)))
    .toEqual([[tunde, lessons[0]!._key]])
})

test('a reflection drafted and submitted while the page is still reading the session is the child’s, in their account', async ({
  page,
  request,
}) => {
  const email = `early-writer-${Date.now()}@example.org`
  await familyOfOne(page, request, email, 'Jabari')
  await openAs(page, COURSE, 'Jabari')
  const release = await holdSessionReading(page)
  await openPage(page, `${COURSE}/lesson/${writingLessonNumber}`, 'domcontentloaded')
  const learning = page.getByRole('banner').getByRole('button', { name: 'Learning: Jabari' })
  await expect(learning).toHaveCount(0)
  await page.getByLabel('Your reflection').fill(reflectionWords(20))
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText('Draft saved successfully!')).toBeVisible()
  await page.getByLabel('Your reflection').fill(GREETINGS_REFLECTION)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('article').getByText(WRITING_MESSAGES.completed)).toBeVisible()

  release()
  await expect(learning).toBeVisible()
  await expect
    .poll(async () => (await accountRows(request, email)).map((row) => row.lesson_key))
    .toEqual([lessons[writingLessonNumber - 1]!._key])
  await expect
    .poll(async () =>
      (await accountTable<{ body: string }>(request, email, 'writing_submissions?select=body')).map((row) => row.body),
    )
    .toEqual([GREETINGS_REFLECTION])
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The draft is Jabari's: nothing of it waits on this device for nobody in particular.
  const kept = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('sankofa.writing.')),
  )
  expect(kept).toEqual([expect.stringMatching(/^sankofa\.writing\.learner\./)])
})

/** Answers the account's writes of reflections with a server error until `restore` is called. */
async function failWritingSubmissions(page: Page) {
  let failing = true
  await page.route('**/rest/v1/writing_submissions**', async (route) => {
    if (!failing || route.request().method() !== 'POST') return route.fallback()
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' })
  })
  return { restore: () => void (failing = false) }
}

const submittedBodies = async (request: APIRequestContext, email: string) =>
  (await accountTable<{ body: string }>(request, email, 'writing_submissions?select=body')).map((row) => row.body)

test('a reflection the account could not take is not called kept: it waits, and Try again sends it', async ({
  page,
  request,
}) => {
  const email = `unsent-writer-${Date.now()}@example.org`
  await familyOfOne(page, request, email, 'Nia')
  const outage = await failWritingSubmissions(page)
  await openAs(page, `${COURSE}/lesson/${writingLessonNumber}`, 'Nia')
  await page.getByLabel('Your reflection').fill(GREETINGS_REFLECTION)
  await page.getByRole('button', { name: 'Submit' }).click()

  const status = page.getByRole('article').getByRole('status')
  await expect(status).toContainText(
    'Your reflection has not reached your learning record yet. It is kept in this browser and is sent again the next time you learn here, or now with Try again.',
  )
  await expect(status).not.toContainText('your parent can read it')
  expect(await submittedBodies(request, email)).toEqual([])

  outage.restore()
  await status.getByRole('button', { name: 'Try again' }).click()
  await expect(status).toContainText(
    'Your reflection is kept with your learning record, and your parent can read it on their family page.',
  )
  await expect(status).toBeFocused()
  await expect(status.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  expect(await submittedBodies(request, email)).toEqual([GREETINGS_REFLECTION])
})

test('a reflection left waiting by a failed write reaches the account the next time the learner opens a course', async ({
  page,
  request,
}) => {
  const email = `later-writer-${Date.now()}@example.org`
  await familyOfOne(page, request, email, 'Kofi')
  const outage = await failWritingSubmissions(page)
  await openAs(page, `${COURSE}/lesson/${writingLessonNumber}`, 'Kofi')
  await page.getByLabel('Your reflection').fill(GREETINGS_REFLECTION)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()

  outage.restore()
  await openAs(page, COURSE, 'Kofi')
  await expect.poll(() => submittedBodies(request, email)).toEqual([GREETINGS_REFLECTION])
  await openAs(page, `${COURSE}/lesson/${writingLessonNumber}`, 'Kofi')
  await expect(page.getByRole('article').getByRole('status')).toContainText(
    'Your reflection is kept with your learning record, and your parent can read it on their family page.',
  )
})

test('an exercise’s best score follows the learner: 1 of 4 is kept but not completed, 3 of 4 completes it, a worse try changes nothing', async ({
  page,
  browser,
  request,
}) => {
  const email = `scores-${Date.now()}@example.org`
  await familyOfOne(page, request, email, 'Nia')
  await openAs(page, `${COURSE}/lesson/${exerciseNumber}`, 'Nia')
  await answerExercise(page, 1)
  await expect(page.getByRole('heading', { name: 'You got 1 of 4 correct' })).toBeVisible()
  await expect.poll(() => accountRecords(request, email)).toEqual([`${exercise._key}: not completed, best 1/4`])

  await page.getByRole('button', { name: 'Try Again' }).click()
  await answerExercise(page, 3)
  await expect(page.getByText('Exercise completed.')).toBeVisible()
  await expect.poll(() => accountRecords(request, email)).toEqual([`${exercise._key}: completed, best 3/4`])

  await page.getByRole('button', { name: 'Try Again' }).click()
  await answerExercise(page, 0)
  await expect(page.getByTestId('exercise-best')).toHaveText('Your best score, kept: 3 of 4')
  await expect
    .poll(() => accountRecords(request, email), { timeout: 3000 })
    .toEqual([`${exercise._key}: completed, best 3/4`])

  // Another browser (empty local storage) sees the completion and the best score after signing in.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await logIn(otherPage, email)
  await openPage(otherPage, `${COURSE}/lesson/${exerciseNumber}`)
  await expect(otherPage.getByTestId('exercise-best')).toHaveText('Your best score: 3 of 4')
  await expect(otherPage.getByText('Exercise completed.')).toBeVisible()
  await expect(otherPage.getByTestId('course-percent')).toHaveText('6%')
  await other.close()
})
