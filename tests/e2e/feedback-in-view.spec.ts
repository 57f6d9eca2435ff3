import { expect, test, type Locator, type Page } from '@playwright/test'

import { fixtureById } from '../support/e2e-content'
import { matchEveryPair, type GameFixture } from '../support/e2e-games'
import { openPage } from '../support/e2e-page'
import { GREETINGS_REFLECTION } from '../support/reflection'

/**
 * Feedback a child can see (docs/behaviour.md#feedback-in-view): every answer's verdict and every result is drawn
 * inside the screen, below the sticky header, when it appears; a result takes the keyboard focus; the verdict is
 * said in a polite live region. Each game and each interactive lesson type, on a phone and on a laptop.
 */

const VIEWPORTS = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'laptop', size: { width: 1280, height: 800 } },
] as const

type Lesson = {
  _type: string
  title: string
  scenarios?: Array<{ options: string[]; correctIndex: number }>
  pairs?: Array<{ term: string; meaning: string }>
}
const COURSE = '/course/kiswahili-language-culture'
const lessons = fixtureById<{ modules: Array<{ lessons: Lesson[] }> }>(
  'course-kiswahili-language-culture',
).modules.flatMap((module) => module.lessons)
const lessonNumber = (type: string) => lessons.findIndex((lesson) => lesson._type === type) + 1
const history = fixtureById<GameFixture>('game-african-history-quiz')
const math = fixtureById<GameFixture>('game-african-math-puzzle')

/** Where `target` is on the screen: "in view", or its top and bottom against the visible band. */
async function placeOf(page: Page, target: Locator): Promise<string> {
  const box = await target.boundingBox()
  if (!box) return 'not shown'
  const header = await page.getByRole('banner').boundingBox()
  const visibleTop = Math.max(0, header ? header.y + header.height : 0)
  const visibleBottom = page.viewportSize()!.height
  const top = Math.round(box.y)
  const bottom = Math.round(box.y + box.height)
  return top >= visibleTop - 1 && bottom <= visibleBottom + 1
    ? 'in view'
    : `y=${top} to ${bottom}, visible ${visibleTop} to ${visibleBottom}`
}

/** The whole of `target` ends up between the sticky header and the bottom of the screen. */
async function expectInView(page: Page, target: Locator) {
  await expect(target).toBeVisible()
  await expect.poll(() => placeOf(page, target)).toBe('in view')
}

/** The live region that says `words` (a status is polite unless it says otherwise). */
const liveRegion = (page: Page, words: string | RegExp) =>
  page.getByRole('main').locator('[role="status"]:not([aria-live="assertive"])').filter({ hasText: words })

async function expectResultFocused(page: Page, heading: Locator) {
  await expect(heading).toBeFocused()
  await expectInView(page, heading)
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.size.width}x${viewport.size.height})`, () => {
    test.use({ viewport: viewport.size })

    test('math game: each verdict and the result show where the child is looking', async ({ page }) => {
      await openPage(page, '/games/african-math-puzzle')
      const answer = page.getByLabel('Your answer')
      for (const [index, problem] of math.mathProblems!.slice(0, 5).entries()) {
        const right = index !== 0
        await answer.fill(String(right ? problem.answer : problem.answer + 1))
        await page.getByRole('button', { name: 'Submit' }).click()
        const words = right ? 'Correct!' : `Incorrect. The answer is ${problem.answer}.`
        await expectInView(page, liveRegion(page, words))
        const next = page.getByRole('button', { name: index === 4 ? 'Complete Quiz' : 'Next Problem' })
        await expectInView(page, next)
        await next.click()
      }
      await expectResultFocused(page, page.getByRole('heading', { name: 'You scored 4 out of 5' }))
      await expectInView(page, liveRegion(page, 'Great job!'))
    })

    test('Kingdoms quiz: each verdict and the result show where the child is looking', async ({ page }) => {
      await openPage(page, '/games/african-history-quiz')
      const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button')
      for (const [index, question] of history.historyQuestions!.slice(0, 5).entries()) {
        const right = index !== 0
        await answers.nth(right ? question.correctIndex : (question.correctIndex + 1) % 4).click()
        await expectInView(page, liveRegion(page, right ? 'Correct!' : 'Incorrect.'))
        const next = page.getByRole('button', { name: index === 4 ? 'Complete Quiz' : 'Next Question' })
        await expectInView(page, next)
        await next.click()
      }
      await expectResultFocused(page, page.getByRole('heading', { name: 'You scored 4 out of 5' }))
      await expectInView(page, liveRegion(page, 'Great job!'))
    })

    test('memory game: the board and its status line fit the screen; Hongera shows where the child is looking', async ({
      page,
    }) => {
      await openPage(page, '/games/kiswahili-word-match')
      const grid = page.getByRole('grid', { name: 'Memory cards, 4x4' })
      // The child scrolls down to the board, as far as it takes to see it.
      await grid.evaluate((element) => element.scrollIntoView({ block: 'nearest' }))
      await expectInView(page, grid)
      await expectInView(page, page.getByText(/^Moves: \d+/))

      await matchEveryPair(page, grid)
      await expectResultFocused(page, page.getByRole('heading', { name: 'Hongera! 🎉' }))
      await expectInView(page, page.getByText('You matched all 8 pairs in 8 moves.'))
      await expect(liveRegion(page, /Hongera! All pairs matched in 8 moves\./)).toBeAttached()
    })

    test('exercise lesson: each verdict and the score show where the learner is looking', async ({ page }) => {
      const number = lessonNumber('exerciseLesson')
      const scenarios = lessons[number - 1]!.scenarios!
      await openPage(page, `${COURSE}/lesson/${number}`)
      const options = page.getByRole('group', { name: 'Choose an answer' }).getByRole('button')
      for (const [index, scenario] of scenarios.entries()) {
        const right = index !== 0
        await options.nth(right ? scenario.correctIndex : (scenario.correctIndex + 1) % scenario.options.length).click()
        await expectInView(page, liveRegion(page, right ? /^Correct!/ : /^Not quite right\./))
        const last = index === scenarios.length - 1
        const next = page.getByRole('button', { name: last ? 'Complete Exercise' : 'Next Scenario' })
        await expectInView(page, next)
        await next.click()
      }
      await expectResultFocused(
        page,
        page.getByRole('heading', { name: `You got ${scenarios.length - 1} of ${scenarios.length} correct` }),
      )
    })

    test('matching lesson: a wrong pair and a right pair are said where the learner is looking', async ({ page }) => {
      const number = lessonNumber('matchingLesson')
      const pairs = lessons[number - 1]!.pairs!
      await openPage(page, `${COURSE}/lesson/${number}`)
      const card = (label: string) => page.getByRole('button', { name: label, exact: true })
      await card(pairs[0]!.term).click()
      await card(pairs[1]!.meaning).click()
      await expectInView(page, liveRegion(page, 'Not a match. Try again.'))
      for (const [index, pair] of pairs.entries()) {
        await card(pair.term).click()
        await card(pair.meaning).click()
        const words =
          index === pairs.length - 1
            ? /All pairs matched\. Well done!/
            : `Correct! ${pair.term} goes with “${pair.meaning}”.`
        await expectInView(page, liveRegion(page, words))
      }
    })

    test('writing lesson: the submitted reflection is said where the learner is looking', async ({ page }) => {
      await openPage(page, `${COURSE}/lesson/${lessonNumber('writingLesson')}`)
      await page.getByLabel('Your reflection').fill(GREETINGS_REFLECTION)
      await page.getByRole('button', { name: 'Submit' }).click()
      const result = liveRegion(page, /completed/i)
      await expect(result).toBeFocused()
      await expectInView(page, result)
    })

    test('video lesson: Mark as Complete keeps the focus and shows it is done', async ({ page }) => {
      await openPage(page, `${COURSE}/lesson/${lessonNumber('videoLesson')}`)
      await page.getByRole('button', { name: 'Mark as Complete' }).click()
      const done = page.getByRole('button', { name: '✓ Completed' })
      await expect(done).toBeFocused()
      await expectInView(page, done)
    })
  })
}
