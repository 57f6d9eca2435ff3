import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { fixtureById } from '../../support/e2e-content'
import type { GameFixture } from '../../support/e2e-games'
import { expectNoAxeViolations, openPage } from '../../support/e2e-page'
import { createAccount, logIn, logOut } from './account'
import { accountTable, addLearners } from './family'

/**
 * Who is learning (docs/behaviour.md#learners): one parent account, several children on one browser. Each child
 * keeps their own completions, the header's switch changes who is learning, a reload keeps the choice and a new
 * visit asks again.
 */

const NAME_TAKEN =
  'A learner in your family already has this name. Add an initial or use a nickname to tell them apart.'

type Course = {
  modules: Array<{
    lessons: Array<{
      _key: string
      _type: string
      title: string
      scenarios?: Array<{ correctIndex: number; options: unknown[] }>
    }>
  }>
}
const COURSE_ID = 'course-kiswahili-language-culture'
const COURSE = '/course/kiswahili-language-culture'
const lessons = fixtureById<Course>(COURSE_ID).modules.flatMap((module) => module.lessons)

const picker = (page: Page) => page.getByRole('dialog', { name: 'Who is learning?' })
const headerSwitch = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('button', { name })

/**
 * A new account with Amara (3-5) and Kofi (6-8), signed in, and how a test hands the device from one to the other
 * with the header's switch.
 */
async function siblingsSignedIn(page: Page, request: APIRequestContext, prefix: string) {
  const email = `${prefix}-${Date.now()}@example.org`
  await createAccount(page, email)
  await addLearners(request, email, [
    { name: 'Amara', avatar: 'lion', gradeBand: '3-5' },
    { name: 'Kofi', avatar: 'drum', gradeBand: '6-8' },
  ])
  await logIn(page, email)
  const switchTo = async (from: string, to: string) => {
    await headerSwitch(page, `Learning: ${from}`).click()
    await picker(page).getByRole('button', { name: to }).click()
    await expect(headerSwitch(page, `Learning: ${to}`)).toBeVisible()
  }
  return { switchTo }
}

/** The lessons the course contents mark completed, by number. */
async function completedNumbers(page: Page): Promise<string[]> {
  const links = page
    .getByRole('complementary', { name: 'Course contents' })
    .getByRole('link', { name: /\(completed\)/ })
  return (await links.allTextContents()).map((text) => /(\d+)\./.exec(text)?.[1] ?? text)
}

test('two children on one browser each keep their own lessons, switched from the header', async ({ page, request }) => {
  const email = `family-${Date.now()}@example.org`
  await createAccount(page, email)
  const ids = await addLearners(request, email, [
    { name: 'Amara', avatar: 'lion', gradeBand: '3-5' },
    { name: 'Kofi', avatar: 'drum', gradeBand: '6-8' },
  ])
  await logIn(page, email)
  // Nothing to ask on the home page: the question waits for a course, lesson or game.
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await openPage(page, `${COURSE}/lesson/1`)
  await expect(picker(page)).toBeVisible()
  await expect(picker(page).getByRole('button', { name: 'Amara' })).toBeFocused()
  await expectNoAxeViolations(page)
  // Keyboard first: the arrow keys move between the children, Enter picks.
  await page.keyboard.press('ArrowDown')
  await expect(picker(page).getByRole('button', { name: 'Kofi' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(picker(page).getByRole('button', { name: 'Amara' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(picker(page)).toBeHidden()
  // The site opened the picker, so the focus goes to the switch that opens it again, not to the page's body.
  await expect(headerSwitch(page, 'Learning: Amara')).toBeFocused()

  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')

  // Kofi takes over from the header's switch and starts from nothing.
  await headerSwitch(page, 'Learning: Amara').click()
  await expect(picker(page).getByRole('button', { name: /Amara/ })).toHaveAttribute('aria-current', 'true')
  await picker(page).getByRole('button', { name: 'Kofi' }).click()
  await expect(headerSwitch(page, 'Learning: Kofi')).toBeVisible()
  await expect(page.getByTestId('course-percent')).toHaveText('0%')
  await openPage(page, `${COURSE}/lesson/2`)
  await page.getByRole('button', { name: 'Complete and Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`${COURSE}/lesson/3$`))
  await expect.poll(() => completedNumbers(page)).toEqual(['2'])

  // Back to Amara: only her lesson.
  await headerSwitch(page, 'Learning: Kofi').click()
  await picker(page).getByRole('button', { name: 'Amara' }).click()
  await expect(headerSwitch(page, 'Learning: Amara')).toBeVisible()
  await expect.poll(() => completedNumbers(page)).toEqual(['1'])

  // A reload is the same visit: Amara still learning, no question.
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await expect(headerSwitch(page, 'Learning: Amara')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect.poll(() => completedNumbers(page)).toEqual(['1'])

  // The account keeps each child's lessons apart.
  await expect
    .poll(async () =>
      (
        await accountTable<{ learner_id: string; lesson_key: string }>(
          request,
          email,
          'lesson_progress?select=learner_id,lesson_key&order=lesson_key',
        )
      )
        .map((row) => `${row.learner_id === ids.Amara ? 'Amara' : 'Kofi'}: ${row.lesson_key}`)
        .sort(),
    )
    .toEqual([`Amara: ${lessons[0]!._key}`, `Kofi: ${lessons[1]!._key}`].sort())

  // The course page takes Amara back where she stopped; the catalogue card shows how far she is.
  await openPage(page, COURSE)
  await expect(page.getByRole('link', { name: `Continue: Lesson 2 · ${lessons[1]!.title}` })).toBeVisible()
  await openPage(page, '/self-paced')
  const card = page.getByRole('article', { name: 'Kiswahili Language & Culture' })
  await expect(card.getByText(`1 of ${lessons.length} lessons · 6 %`)).toBeVisible()
  await expect(card.getByRole('progressbar', { name: /Your progress in/ })).toHaveAttribute('aria-valuenow', '6')

  // A new visit (another tab) asks again, with Amara as the one learning now; Escape keeps her.
  const visit = await page.context().newPage()
  await openPage(visit, `${COURSE}/lesson/1`)
  await expect(picker(visit)).toBeVisible()
  await expect(picker(visit).getByRole('button', { name: /Amara/ })).toBeFocused()
  await visit.keyboard.press('Escape')
  await expect(picker(visit)).toBeHidden()
  await expect(headerSwitch(visit, 'Learning: Amara')).toBeVisible()
  await expect.poll(() => completedNumbers(visit)).toEqual(['1'])
})

test('an open lesson starts again for the sibling who takes over, and gives the first child their work back', async ({
  page,
  request,
}) => {
  const writing = lessons.findIndex((lesson) => lesson._type === 'writingLesson') + 1
  const exercise = lessons.findIndex((lesson) => lesson._type === 'exerciseLesson') + 1
  const { switchTo } = await siblingsSignedIn(page, request, 'siblings')

  // Amara's draft stays hers: Kofi finds a blank page, and Amara finds her words again.
  await openPage(page, `${COURSE}/lesson/${writing}`)
  await picker(page).getByRole('button', { name: 'Amara' }).click()
  const reflection = page.getByLabel('Your reflection')
  await reflection.fill('Habari za asubuhi: in my family the youngest greets the elders first.')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await switchTo('Amara', 'Kofi')
  await expect(reflection).toHaveValue('')
  await switchTo('Kofi', 'Amara')
  await expect(reflection).toHaveValue('Habari za asubuhi: in my family the youngest greets the elders first.')

  // Amara's exercise result is not shown to Kofi, who starts at the first scenario.
  await openPage(page, `${COURSE}/lesson/${exercise}`)
  const scenarios = lessons[exercise - 1]!.scenarios!
  for (const [index, scenario] of scenarios.entries()) {
    const pick = index === 0 ? scenario.correctIndex : (scenario.correctIndex + 1) % scenario.options.length
    await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').nth(pick).click()
    const last = index === scenarios.length - 1
    await page.getByRole('button', { name: last ? 'Complete Exercise' : 'Next Scenario' }).click()
  }
  const result = page.getByRole('heading', { name: `You got 1 of ${scenarios.length} correct` })
  await expect(result).toBeVisible()
  await switchTo('Amara', 'Kofi')
  await expect(result).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Choose an answer' })).toBeVisible()
  await expect(page.getByTestId('exercise-best')).toHaveCount(0)
  await switchTo('Kofi', 'Amara')
  await expect(page.getByTestId('exercise-best')).toHaveText(`Your best score: 1 of ${scenarios.length}`)

  // Add a learner, asked for from the switch, puts the keyboard in its first field; Back returns to the children.
  await headerSwitch(page, 'Learning: Amara').click()
  await picker(page).getByRole('button', { name: 'Add a learner' }).press('Enter')
  await expect(page.getByRole('dialog', { name: 'Add a learner' }).getByLabel('First name or nickname')).toBeFocused()
  await page.getByRole('dialog', { name: 'Add a learner' }).getByRole('button', { name: 'Back' }).press('Enter')
  await expect(picker(page).getByRole('button', { name: 'Amara' })).toBeFocused()
})

test('the family changed on the account page in another tab shows in a lesson’s tab, which asks who carries on', async ({
  page,
  request,
}) => {
  await siblingsSignedIn(page, request, 'elsewhere')
  await openPage(page, `${COURSE}/lesson/1`)
  await picker(page).getByRole('button', { name: 'Kofi' }).click()
  await expect(headerSwitch(page, 'Learning: Kofi')).toBeVisible()

  const account = await page.context().newPage()
  await openPage(account, '/account')
  const card = (name: string) => account.getByRole('article', { name })
  await card('Amara').getByRole('button', { name: 'Edit Amara' }).click()
  await account.getByRole('dialog', { name: 'Edit Amara' }).getByLabel('First name or nickname').fill('Amara Jo')
  await account.getByRole('dialog', { name: 'Edit Amara' }).getByRole('button', { name: 'Save changes' }).click()
  await expect(card('Amara Jo')).toBeVisible()
  await card('Kofi').getByRole('button', { name: 'Delete Kofi' }).click()
  await account.getByRole('dialog', { name: 'Delete Kofi?' }).getByRole('button', { name: 'Delete Kofi' }).click()
  await expect(card('Kofi')).toHaveCount(0)

  // Kofi no longer learns in the lesson's tab, and his sister is not handed his lesson unasked.
  await page.bringToFront()
  await expect(picker(page)).toBeVisible()
  await expect(headerSwitch(page, /Learning: Kofi/)).toHaveCount(0)
  await expect(picker(page).getByRole('list', { name: 'Learners' }).getByRole('button')).toHaveText(['Amara Jo'])
  await expectNoAxeViolations(page)
  await picker(page).getByRole('button', { name: 'Amara Jo' }).click()
  await expect(headerSwitch(page, 'Learning: Amara Jo')).toBeVisible()

  // And a child added from the lesson's picker joins the account page's list without a reload.
  await headerSwitch(page, 'Learning: Amara Jo').click()
  await picker(page).getByRole('button', { name: 'Add a learner' }).click()
  const adding = page.getByRole('dialog', { name: 'Add a learner' })
  await adding.getByLabel('First name or nickname').fill('AMARA JO')
  await adding.getByLabel('Grade band').selectOption({ label: 'Grades 3 to 5' })
  await adding.getByRole('button', { name: 'Add learner' }).click()
  await expect(adding.getByText(NAME_TAKEN)).toBeVisible()
  await expect(adding.getByLabel('First name or nickname')).toBeFocused()
  await adding.getByLabel('First name or nickname').fill('Zola')
  await adding.getByRole('button', { name: 'Add learner' }).click()
  await expect(headerSwitch(page, 'Learning: Zola')).toBeVisible()
  await expect(card('Zola').getByText('Grades 3 to 5')).toBeVisible()
})

/** Plays the quiz's first round (the bank's first five questions) with exactly `right` answers right. */
async function playQuiz(page: Page, right: number) {
  const round = fixtureById<GameFixture>('game-african-history-quiz').historyQuestions!.slice(0, 5)
  for (const [index, question] of round.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 5`)).toBeVisible()
    const pick = index < right ? question.correctIndex : (question.correctIndex + 1) % question.options.length
    await page.getByRole('group', { name: 'Answers' }).getByRole('button').nth(pick).click()
    await page.getByRole('button', { name: index === round.length - 1 ? 'Complete Quiz' : 'Next Question' }).click()
  }
  await expect(page.getByRole('heading', { name: `You scored ${right} out of 5` })).toBeVisible()
}

test('a game’s round and best stay with the child who played; after Logout the device shows no best of theirs', async ({
  page,
  request,
}) => {
  const { switchTo } = await siblingsSignedIn(page, request, 'game-bests')
  const best = page.getByText(/^Your best on this device:/)
  const question = page.getByRole('main').getByRole('heading', { level: 2 })

  await openPage(page, '/games/african-history-quiz')
  await picker(page).getByRole('button', { name: 'Amara' }).click()
  await expect(headerSwitch(page, 'Learning: Amara')).toBeVisible()
  await playQuiz(page, 5)
  await expect(best).toHaveText('Your best on this device: 5 out of 5')

  // Kofi takes over: Amara's result leaves the screen, his own round starts, and the focus stays where it was.
  await switchTo('Amara', 'Kofi')
  await expect(page.getByRole('heading', { name: 'You scored 5 out of 5' })).toHaveCount(0)
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await expect(question).not.toBeFocused()
  await playQuiz(page, 0)
  await expect(best).toHaveText('Your best on this device: 0 out of 5')

  // Amara's best is still hers.
  await switchTo('Kofi', 'Amara')
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await playQuiz(page, 3)
  await expect(best).toHaveText('Your best on this device: 5 out of 5')

  // After Logout nothing of the children's bests stays on this computer, and a visitor starts with none.
  await logOut(page)
  const kept = () =>
    page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('sankofa.game-bests')))
  await expect.poll(kept).toEqual([])
  await openPage(page, '/games/african-history-quiz')
  await playQuiz(page, 1)
  await expect(best).toHaveText('Your best on this device: 1 out of 5')
})

test('a family with no learner yet adds the first from the picker, or keeps learning on this device', async ({
  page,
  request,
}) => {
  const email = `first-learner-${Date.now()}@example.org`
  await createAccount(page, email)
  await logIn(page, email)
  await openPage(page, `${COURSE}/lesson/1`)
  const dialog = page.getByRole('dialog', { name: 'Add your first learner' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)

  // Not now: progress stays on this device, as when signed out.
  await dialog.getByRole('button', { name: 'Not now' }).click()
  await expect(dialog).toBeHidden()
  // The header keeps a way to add the first learner, and the focus waits there.
  const addFromHeader = headerSwitch(page, 'Add a learner')
  await expect(addFromHeader).toBeFocused()
  await expectNoAxeViolations(page)
  await addFromHeader.press('Enter')
  await expect(dialog.getByLabel('First name or nickname')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(addFromHeader).toBeFocused()
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByTestId('course-percent')).toHaveText('6%')

  // Later in the visit, from a new tab: the picker asks again and offers this device's work to the new learner.
  const visit = await page.context().newPage()
  await openPage(visit, COURSE)
  const again = visit.getByRole('dialog', { name: 'Add your first learner' })
  await expect(again.getByText('The work done on this device will be kept for the learner you choose.')).toBeVisible()
  await again.getByRole('button', { name: 'Add learner' }).click()
  await expect(again.getByText("Please enter the learner's first name or nickname.")).toBeVisible()
  await again.getByLabel('First name or nickname').fill('Zuri')
  await again.getByLabel('Grade band').selectOption({ label: 'Grades 3 to 5' })
  await again.getByText('Giraffe', { exact: true }).click()
  await expect(again.getByRole('radio', { name: 'Giraffe' })).toBeChecked()
  await again.getByRole('button', { name: 'Add learner' }).click()
  await expect(again).toBeHidden()
  await expect(visit.getByRole('banner').getByRole('button', { name: 'Learning: Zuri' })).toBeVisible()
  await expect(visit.getByTestId('course-percent')).toHaveText('6%')

  await expect
    .poll(async () =>
      (
        await accountTable<{ display_name: string; grade_band: string; avatar: string }>(
          request,
          email,
          'learners?select=display_name,grade_band,avatar',
        )
      ).map((row) => `${row.display_name} ${row.grade_band} ${row.avatar}`),
    )
    .toEqual(['Zuri 3-5 giraffe'])
  await expect
    .poll(async () =>
      (await accountTable<{ lesson_key: string }>(request, email, 'lesson_progress?select=lesson_key')).map(
        (row) => row.lesson_key,
      ),
    )
    .toEqual([lessons[0]!._key])
})

test('on a phone the header with the switch fits the screen, and the picker keeps a long name inside its button', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const email = `family-long-names-${Date.now()}@example.org`
  await createAccount(page, email)
  // The longest name the form takes has no space to break at.
  const long = 'Oluwaseunfunmilayoadebimpeogunleyeakande'
  await addLearners(request, email, [
    { name: 'Amara', avatar: 'lion', gradeBand: '3-5' },
    { name: long, avatar: 'drum', gradeBand: '6-8' },
  ])
  await logIn(page, email)
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
  await expect(headerSwitch(page, 'Who is learning?')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 })
  expect(await pageWidth()).toBeLessThanOrEqual(390)

  await openPage(page, `${COURSE}/lesson/1`)
  const dialog = picker(page)
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  for (const name of ['Amara', long]) {
    const button = (await dialog.getByRole('button', { name }).boundingBox())!
    expect(button.x + button.width, name).toBeLessThanOrEqual(box.x + box.width)
  }
  expect(await pageWidth()).toBeLessThanOrEqual(390)
  await dialog.getByRole('button', { name: long }).click()

  // The switch, with the long name or the question, leaves the menu button whole on the screen.
  await expect(headerSwitch(page, `Learning: ${long}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 })
  expect(await pageWidth()).toBeLessThanOrEqual(390)
})

test('a family of eight is told in the picker why there is no Add a learner, and where to make room', async ({
  page,
  request,
}) => {
  const email = `family-of-eight-${Date.now()}@example.org`
  await createAccount(page, email)
  const names = ['Amara', 'Kofi', 'Zola', 'Tau', 'Nia', 'Jabari', 'Ayo', 'Femi']
  await addLearners(
    request,
    email,
    names.map((name) => ({ name, avatar: 'lion', gradeBand: '3-5' })),
  )
  await logIn(page, email)
  await openPage(page, `${COURSE}/lesson/1`)
  const dialog = picker(page)
  await expect(dialog.getByRole('button', { name: 'Femi' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Add a learner' })).toHaveCount(0)
  await expect(dialog).toContainText(
    'Your family has the maximum of 8 learners. To add another, delete one first. Go to your account',
  )
  await expectNoAxeViolations(page)
  await dialog.getByRole('link', { name: 'Go to your account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(dialog).toBeHidden()
  await expect(
    page.getByText('Your family has the maximum of 8 learners. To add another, delete one first.'),
  ).toBeVisible()
})
