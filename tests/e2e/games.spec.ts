import { expect, test } from '@playwright/test'

import { SEARCH_UNAVAILABLE } from '../../lib/learning/games/search'
import { fixtureById } from '../support/e2e-content'
import {
  activityRow,
  cardsByPair,
  expectCatalogueFilter,
  expectEmptySearch,
  expectMathFeedback,
  expectQuizFeedback,
  type CatalogueFixture,
  type GameFixture,
} from '../support/e2e-games'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/** The games catalogue and the three games, played the way a child would: mouse and keyboard. */

const history = fixtureById<GameFixture>('game-african-history-quiz')
const math = fixtureById<GameFixture>('game-african-math-puzzle')
const words = fixtureById<GameFixture>('game-kiswahili-word-match')
const catalogue = fixtureById<CatalogueFixture>('learningGamesPage')
/** Where the catalogue search's index comes from (app/api/learning-games/search-index/route.ts). */
const SEARCH_INDEX = '/api/learning-games/search-index'

test.describe('/learning-games', () => {
  test('lists the games, four grade levels of five activities with age bands, the subjects and the features', async ({
    page,
  }) => {
    await openPage(page, '/learning-games')
    for (const title of ['African Kingdoms Quiz', 'Kiswahili Word Matching', 'African Math Adventures']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible()
    }
    const levels = ['Early Elementary K-2', 'Elementary 3-5', 'Middle School 6-8', 'High School 9-12']
    const bands = ['K-2 Beginner', '3-5 Beginner', '6-8 Intermediate', '9-12 Advanced']
    const ages = ['Ages 5-7', 'Ages 8-10', 'Ages 11-13', 'Ages 14-18']
    for (const [index, title] of levels.entries()) {
      const card = page.getByRole('article', { name: title })
      await expect(card).toContainText(bands[index]!)
      await expect(card).toContainText(ages[index]!)
      await expect(card.getByRole('listitem')).toHaveCount(5)
    }
    expect(catalogue.subjectAreas.map((area) => area.subject)).toEqual([
      'African Mathematics',
      'Sciences',
      'History',
      'Languages',
      'Cultural Studies',
    ])
    for (const area of catalogue.subjectAreas) {
      expect(area.games).toHaveLength(4)
      await expect(page.getByRole('heading', { level: 3, name: area.subject, exact: true })).toBeVisible()
    }
    for (const title of ['Timed Challenges', 'Achievement Badges', 'Progress Tracking', 'Adaptive Learning']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })

  test('search suggests at most 8 entries, arrows and Enter open the keyword game highlighted and focused', async ({
    page,
  }) => {
    await openPage(page, '/learning-games')
    const search = page.getByRole('combobox', { name: /Search games/ })
    await search.fill('a')
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    expect(await options.count()).toBeLessThanOrEqual(8)

    await search.fill('kiswahili')
    await expect(options.first()).toBeVisible()
    await search.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/learning-games\?game=kiswahili-word-match#games$/)
    const card = page.getByRole('link', { name: /^Kiswahili Word Matching/ })
    await expect(card).toHaveAttribute('aria-current', 'true')
    await expect(card).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('the page does not carry the search index; the box asks for it once, when a visitor first turns to it', async ({
    page,
    request,
  }) => {
    // Only the index says "Interactive game" (each game's entry): the page shows it nowhere else.
    expect(await (await request.get('/learning-games')).text()).not.toContain('Interactive game')
    const asked: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === SEARCH_INDEX) asked.push(sent.method())
    })
    await openPage(page, '/learning-games')
    expect(asked).toEqual([])
    const search = page.getByRole('combobox', { name: /Search games/ })
    await search.focus()
    await expect.poll(() => asked).toEqual(['GET'])
    await search.fill('kiswahili')
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
    await expect(options.first()).toContainText('Interactive game · opens a game')
    await search.fill('history')
    await expect(options.first()).toBeVisible()
    expect(asked).toEqual(['GET'])
  })

  test('when the index cannot come, the box says so and hides nothing; the next keystroke asks again', async ({
    page,
  }) => {
    let answer = 503
    await page.route(`**${SEARCH_INDEX}`, (route) =>
      answer === 200 ? route.fallback() : route.fulfill({ status: answer, body: '' }),
    )
    await openPage(page, '/learning-games')
    const search = page.getByRole('combobox', { name: /Search games/ })
    await search.fill('kiswahili')
    await expect(page.getByRole('status').filter({ hasText: SEARCH_UNAVAILABLE })).toBeVisible()
    await expect(search).toHaveAttribute('aria-expanded', 'false')
    for (const level of catalogue.gradeLevels)
      await expect(page.getByRole('article', { name: level.title }).getByRole('listitem')).toHaveCount(5)
    await expectNoAxeViolations(page)

    answer = 200
    await search.press('End')
    await search.press('Space')
    await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of 20 activities\.$/ })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: SEARCH_UNAVAILABLE })).toHaveCount(0)
    await expect(search).toHaveAttribute('aria-expanded', 'true')
  })

  test('Escape closes the suggestions; no result offers Clear Search', async ({ page }) => {
    await openPage(page, '/learning-games')
    const search = page.getByRole('combobox', { name: /Search games/ })
    await search.fill('history')
    await expect(search).toHaveAttribute('aria-expanded', 'true')
    await search.press('Escape')
    await expect(search).toHaveAttribute('aria-expanded', 'false')
    await search.fill('zzzz quantum')
    await expect(page.getByText('No games, activities or subjects match “zzzz quantum”.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear Search' }).click()
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
  })

  test('the search filters the activities and subjects; Clear Search brings them all back', async ({ page }) => {
    await openPage(page, '/learning-games')
    await expectCatalogueFilter(page, catalogue)
    await expectNoAxeViolations(page)
  })

  test('a search that matches nothing says so and leaves no activity or subject on screen', async ({ page }) => {
    await openPage(page, '/learning-games')
    await expectEmptySearch(page, catalogue)
  })

  test('a keyword that names a game keeps the activities that open it', async ({ page }) => {
    await openPage(page, '/learning-games')
    await page.getByRole('combobox', { name: /Search games/ }).fill('math')
    const grades = page.locator('#grade-levels')
    const mathActivities = catalogue.gradeLevels
      .flatMap((level) => level.activities)
      .filter((activity) => activity.game?._ref === 'game-african-math-puzzle')
    await expect(grades.getByRole('button', { name: /^Play / })).toHaveCount(mathActivities.length)
    for (const activity of mathActivities) {
      await expect(page.getByRole('button', { name: `Play ${activity.name}`, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 3, name: 'African Mathematics', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Sciences', exact: true })).toBeHidden()
  })

  test('an activity with a game has Play; one without says Coming soon and has no Play', async ({ page }) => {
    await openPage(page, '/learning-games')
    const activities = catalogue.gradeLevels.flatMap((level) => level.activities)
    const withGame = activities.filter((activity) => activity.game)
    const withoutGame = activities.filter((activity) => !activity.game)
    expect(withGame.length).toBeGreaterThan(0)
    expect(withoutGame.length).toBeGreaterThan(0)
    const grades = page.locator('#grade-levels')
    await expect(grades.getByRole('button', { name: /^Play / })).toHaveCount(withGame.length)
    await expect(grades.getByText('Coming soon', { exact: true })).toHaveCount(withoutGame.length)
    for (const activity of withGame) {
      await expect(page.getByRole('button', { name: `Play ${activity.name}`, exact: true })).toBeVisible()
    }
    for (const activity of withoutGame) {
      const row = activityRow(page, activity.name)
      await expect(row.getByText('Coming soon', { exact: true })).toBeVisible()
      await expect(row.getByRole('button')).toHaveCount(0)
    }
  })

  test("an activity's Play opens its game's area", async ({ page }) => {
    await openPage(page, '/learning-games')
    const activity = catalogue.gradeLevels[2]!.activities.find(
      (candidate) => candidate.game?._ref === 'game-african-history-quiz',
    )!
    await page.getByRole('button', { name: `Play ${activity.name}`, exact: true }).click()
    await expect(page).toHaveURL(/\?game=african-history-quiz#games$/)
    await expect(page.getByRole('link', { name: /^African Kingdoms Quiz/ })).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('African Kingdoms Quiz', () => {
  test('locks each answer, explains it, and scores a full round of five; a perfect round shows flowers', async ({
    page,
  }) => {
    await openPage(page, '/games/african-history-quiz')
    await expect(page).toHaveTitle(/^African Kingdoms Quiz \| /)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/games\/african-history-quiz$/)
    await expect(page.getByRole('link', { name: /Back to Games/ })).toHaveAttribute('href', '/learning-games')
    const round = history.historyQuestions!.slice(0, 5)
    for (const [index, question] of round.entries()) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(question.question)
      await expect(page.getByText(`Question ${index + 1} of 5`)).toBeVisible()
      const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button')
      await answers.nth(question.correctIndex).click()
      await expect(page.getByText('Correct!')).toBeVisible()
      await expect(page.getByText(question.explanation)).toBeVisible()
      // Locked: another choice changes nothing.
      const other = answers.nth((question.correctIndex + 1) % 4)
      await expect(other).toHaveAttribute('aria-disabled', 'true')
      await other.dispatchEvent('click')
      await expect(other).toHaveAttribute('aria-pressed', 'false')
      if (index === 1) await expectNoAxeViolations(page)
      await page.getByRole('button', { name: index === 4 ? 'Complete Quiz' : 'Next Question' }).click()
    }
    await expect(page.getByRole('heading', { name: 'You scored 5 out of 5' })).toBeVisible()
    await expect(page.getByText('Perfect score! Excellent work!')).toBeVisible()
    await expect(page.getByTestId('flower-animation')).toBeAttached()
    await expect(page.getByText('Your best on this device: 5 out of 5')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Play Again' }).click()
    await expect(page.getByText('Question 1 of 5')).toBeVisible()
  })

  test('a wrong answer shows Incorrect and the explanation; 3 of 5 is a good effort', async ({ page }) => {
    // A visitor's best kept on this device before bests had learners is still theirs, under the same key.
    await page.addInitScript(() => {
      const key = 'sankofa.game-bests.v1'
      if (!window.localStorage.getItem(key)) {
        window.localStorage.setItem(key, JSON.stringify({ v: 1, bests: { 'african-history-quiz:score': 4 } }))
      }
    })
    await openPage(page, '/games/african-history-quiz')
    for (const [index, question] of history.historyQuestions!.slice(0, 5).entries()) {
      const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button')
      await answers.nth(index < 3 ? question.correctIndex : (question.correctIndex + 1) % 4).click()
      await expect(page.getByText(index < 3 ? 'Correct!' : 'Incorrect.')).toBeVisible()
      await page.getByRole('button', { name: index === 4 ? 'Complete Quiz' : 'Next Question' }).click()
    }
    await expect(page.getByRole('heading', { name: 'You scored 3 out of 5' })).toBeVisible()
    await expect(page.getByText('Good effort! Keep learning and try again.')).toBeVisible()
    await expect(page.getByTestId('flower-animation')).toHaveCount(0)
    await expect(page.getByText('Your best on this device: 4 out of 5')).toBeVisible()
  })
})

test('the quiz says right and wrong with an icon and words, not colour alone', async ({ page }) => {
  await openPage(page, '/games/african-history-quiz')
  await expectQuizFeedback(page, history)
  await expectNoAxeViolations(page)
})

test('the math game says right and wrong with an icon and words, not colour alone', async ({ page }) => {
  await openPage(page, '/games/african-math-puzzle')
  await expectMathFeedback(page, math)
  await expectNoAxeViolations(page)
})

test.describe('African Math Adventures', () => {
  test('Submit waits for an answer and refuses what is no whole number in words; four right of five is a great job; Random Problem starts a new round', async ({
    page,
  }) => {
    await openPage(page, '/games/african-math-puzzle')
    const answer = page.getByLabel('Your answer')
    const submit = page.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    // The hint gives the form of an answer, never a number that could be one.
    await expect(answer).toHaveAccessibleDescription('A whole number, in digits')
    // Anything typed can be submitted (a keyboard reaches the button); what is no whole number is refused, said
    // beside the box, and nothing is checked.
    for (const typed of ['twelve', '12.7', '1,5']) {
      await answer.fill(typed)
      await expect(submit).toBeEnabled()
      await answer.press('Enter')
      await expect(answer).toHaveAccessibleDescription('Not a whole number: type it in digits, with no point or comma')
      await expect(answer).toHaveAttribute('aria-invalid', 'true')
      await expect(answer).toBeFocused()
      await expect(page.getByText('Problem 1 of 5')).toBeVisible()
      await expect(page.getByText(/^(Correct!|Incorrect\.)/)).toHaveCount(0)
    }
    await answer.fill('1')
    await expect(answer).toHaveAccessibleDescription('A whole number, in digits')
    await expect(answer).not.toHaveAttribute('aria-invalid', 'true')
    for (const [index, problem] of math.mathProblems!.slice(0, 5).entries()) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(problem.question)
      await answer.fill(String(index === 0 ? problem.answer + 1 : problem.answer))
      await submit.click()
      await expect(
        page.getByText(index === 0 ? `Incorrect. The answer is ${problem.answer}.` : 'Correct!'),
      ).toBeVisible()
      await expect(page.getByText(problem.explanation)).toBeVisible()
      if (index === 0) await expectNoAxeViolations(page)
      await page.getByRole('button', { name: index === 4 ? 'Complete Quiz' : 'Next Problem' }).click()
    }
    await expect(page.getByRole('heading', { name: 'You scored 4 out of 5' })).toBeVisible()
    await expect(page.getByText('Great job!')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Random Problem' }).click()
    await expect(page.getByText('Problem 1 of 5')).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).not.toHaveText(
      math.mathProblems![0]!.question,
    )
  })

  test('by keyboard: Enter answers and focus stays in the answer box, read-only; Tab then reaches Next Problem', async ({
    page,
  }) => {
    await openPage(page, '/games/african-math-puzzle')
    const answer = page.getByLabel('Your answer')
    await answer.focus()
    const problem = await page.getByRole('main').getByRole('heading', { level: 2 }).textContent()
    const answerOf = math.mathProblems!.find((candidate) => candidate.question === problem)!.answer
    await page.keyboard.type(String(answerOf))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Correct!')).toBeVisible()
    await expect(answer).toBeFocused()
    await expect(answer).not.toBeEditable()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Next Problem' })).toBeFocused()
  })
})

test.describe('Kiswahili Word Matching', () => {
  test('a full 4x4 game by keyboard: arrows move, Enter flips, matches stay, Hongera with the moves', async ({
    page,
  }) => {
    expect(words.vocabulary!.length).toBeGreaterThanOrEqual(18)
    // A page clock that runs normally, so the mismatch below can stop it and its 900 ms are the test's to spend.
    await page.clock.install()
    await openPage(page, '/games/kiswahili-word-match')
    const grid = page.getByRole('grid', { name: 'Memory cards, 4x4' })
    await expect(grid.getByRole('button')).toHaveCount(16)
    // Arrow keys move focus through the grid.
    await grid.getByRole('button').first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(grid.getByRole('button').nth(1)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(grid.getByRole('button').nth(5)).toBeFocused()

    // A mismatch stays face up, then turns back over after 900 ms. Time stands still while the test looks at the
    // face-up pair (a busy machine could otherwise let the 900 ms pass first), then moves on by exactly 900 ms.
    const pairs = [...(await cardsByPair(page.getByRole('grid', { name: /Memory cards/ }))).values()]
    const [a, b] = [pairs[0]![0]!, pairs[1]![0]!]
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100)
    await page.locator(`[data-card-id="${a}"]`).focus()
    await page.keyboard.press('Enter')
    await page.locator(`[data-card-id="${b}"]`).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('moves')).toHaveText('1')
    await expect(page.locator(`[data-card-id="${a}"]`)).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(899)
    await expect(page.locator(`[data-card-id="${a}"]`)).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(1)
    await expect(page.locator(`[data-card-id="${a}"]`)).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('status').filter({ hasText: 'Not a match' })).toBeAttached()
    await page.clock.resume()

    for (const [index, [first, second]] of pairs.entries()) {
      await page.locator(`[data-card-id="${first}"]`).focus()
      await page.keyboard.press('Enter')
      await page.locator(`[data-card-id="${second}"]`).focus()
      await page.keyboard.press(' ')
      await expect(page.locator(`[data-card-id="${second}"]`)).toHaveAccessibleName(/matched$/)
      if (index === 0) {
        // The match is said with both words, Kiswahili first.
        const pairId = await page.locator(`[data-card-id="${second}"]`).getAttribute('data-pair-id')
        const pair = words.vocabulary!.find((entry) => entry._key === pairId)!
        await expect(page.getByRole('status').filter({ hasText: 'Match!' })).toContainText(
          `Match! ${pair.kiswahili} means ${pair.english}.`,
        )
      }
      // The pair settles (600 ms) before the next flip counts.
      await expect(grid).toHaveAttribute('aria-busy', 'false')
    }
    await expect(page.getByText('Hongera! 🎉')).toBeVisible()
    await expect(page.getByText('You matched all 8 pairs in 9 moves.')).toBeVisible()
    await expect(page.getByText('Best (4x4): 9')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: '6x6' }).click()
    await expect(page.getByRole('grid', { name: 'Memory cards, 6x6' }).getByRole('button')).toHaveCount(36)
    await expect(page.getByTestId('moves')).toHaveText('0')
  })
})

test('an unknown game says Game Not Found with Browse Games', async ({ page }) => {
  await openPage(page, '/games/no-such-game')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Not Found')
  await expect(page.getByRole('link', { name: 'Browse Games' })).toHaveAttribute('href', '/learning-games')
})
