import { expect, type Locator, type Page } from '@playwright/test'

/** What the games specs (desktop and phone) check on /learning-games and in the scored games. */

type HistoryQuestion = { question: string; options: string[]; correctIndex: number; explanation: string }
type MathProblem = { question: string; answer: number; explanation: string }
export type GameFixture = {
  title: string
  historyQuestions?: HistoryQuestion[]
  mathProblems?: MathProblem[]
  vocabulary?: Array<{ _key: string; kiswahili: string; english: string }>
}
type Activity = { name: string; subtitle?: string; type: string; game?: { _ref: string } }
export type CatalogueFixture = {
  subjectsHeading: string
  gradeLevels: Array<{ gradeId: string; title: string; activities: Activity[] }>
  subjectAreas: Array<{ subject: string; games: string[] }>
  features: Array<{ title: string }>
}

const search = (page: Page) => page.getByRole('combobox', { name: /Search games/ })
/** The activity rows: list items inside a grade level's card. */
const activityRows = (page: Page) => page.locator('#grade-levels').getByRole('article').getByRole('listitem')
export const activityRow = (page: Page, name: string) =>
  activityRows(page).filter({ has: page.getByText(name, { exact: true }) })
const subjects = (page: Page, catalogue: CatalogueFixture) =>
  page.getByRole('region', { name: catalogue.subjectsHeading })

async function expectEverythingShown(page: Page, catalogue: CatalogueFixture) {
  const activities = catalogue.gradeLevels.flatMap((level) => level.activities)
  await expect(activityRows(page).filter({ visible: true })).toHaveCount(activities.length)
  for (const level of catalogue.gradeLevels)
    await expect(page.getByRole('article', { name: level.title })).toBeVisible()
  for (const area of catalogue.subjectAreas) {
    await expect(subjects(page, catalogue).getByRole('heading', { name: area.subject, exact: true })).toBeVisible()
    for (const name of area.games)
      await expect(subjects(page, catalogue).getByText(name, { exact: true })).toBeVisible()
  }
}

/**
 * "kente" (no game's keyword) keeps the activities and subject game names with the word, hides the rest, and
 * Clear Search brings everything back. The expectation is worked out from the fixtures, word by word.
 */
export async function expectCatalogueFilter(page: Page, catalogue: CatalogueFixture) {
  const query = 'kente'
  await search(page).fill(query)
  const has = (...texts: Array<string | undefined>) => texts.join(' ').toLowerCase().includes(query)
  const activities = catalogue.gradeLevels.flatMap((level) =>
    level.activities.map((activity) => ({
      name: activity.name,
      kept: has(activity.name, activity.subtitle, activity.type, level.title),
    })),
  )
  const kept = activities.filter((activity) => activity.kept)
  expect(kept.length).toBeGreaterThan(0)
  expect(kept.length).toBeLessThan(activities.length)
  await expect(page.getByText(`Showing ${kept.length} of ${activities.length} activities.`)).toBeVisible()
  await expect(activityRows(page).filter({ visible: true })).toHaveCount(kept.length)
  for (const activity of activities) {
    const row = activityRow(page, activity.name)
    if (activity.kept) await expect(row).toBeVisible()
    else await expect(row).toBeHidden()
  }
  for (const level of catalogue.gradeLevels) {
    const card = page.getByRole('article', { name: level.title })
    if (level.activities.some((activity) => has(activity.name, activity.subtitle, activity.type, level.title)))
      await expect(card).toBeVisible()
    else await expect(card).toBeHidden()
  }
  for (const area of catalogue.subjectAreas) {
    const heading = subjects(page, catalogue).getByRole('heading', { name: area.subject, exact: true })
    const names = area.games.filter((name) => has(name, area.subject))
    if (names.length > 0) await expect(heading).toBeVisible()
    else await expect(heading).toBeHidden()
    for (const name of area.games) {
      const item = subjects(page, catalogue).getByText(name, { exact: true })
      if (names.includes(name)) await expect(item).toBeVisible()
      else await expect(item).toBeHidden()
    }
  }
  await page.getByRole('button', { name: 'Clear Search' }).click()
  await expect(search(page)).toHaveValue('')
  await expect(search(page)).toBeFocused()
  await expectEverythingShown(page, catalogue)
}

/** A query that matches nothing: the message with Clear Search, no activity and no subject left. */
export async function expectEmptySearch(page: Page, catalogue: CatalogueFixture) {
  await search(page).fill('zzzz quantum')
  await expect(page.getByText('No games, activities or subjects match “zzzz quantum”.')).toBeVisible()
  await expect(page.getByText('No activities match “zzzz quantum”.')).toBeVisible()
  await expect(page.getByText('No subjects match “zzzz quantum”.')).toBeVisible()
  await expect(activityRows(page).filter({ visible: true })).toHaveCount(0)
  for (const level of catalogue.gradeLevels) await expect(page.getByRole('article', { name: level.title })).toBeHidden()
  for (const area of catalogue.subjectAreas) {
    await expect(subjects(page, catalogue).getByRole('heading', { name: area.subject, exact: true })).toBeHidden()
  }
  await page.getByRole('button', { name: 'Clear Search' }).click()
  await expect(page.getByText('No activities match', { exact: false })).toHaveCount(0)
  await expectEverythingShown(page, catalogue)
}

const verdict = (page: Page, words: string) => page.getByRole('status').filter({ hasText: words })

/** A wrong pick, then a right one: each verdict and each marked option has its icon and its words. */
export async function expectQuizFeedback(page: Page, game: GameFixture) {
  const [first, second] = game.historyQuestions!
  const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button')
  const wrong = (first!.correctIndex + 1) % 4
  await answers.nth(wrong).click()
  await expect(verdict(page, 'Incorrect.').locator('svg[data-icon="incorrect"]')).toBeVisible()
  await expect(answers.nth(wrong)).toContainText('Your answer')
  await expect(answers.nth(wrong).locator('svg[data-icon="incorrect"]')).toBeVisible()
  await expect(answers.nth(first!.correctIndex)).toContainText('Correct answer')
  await expect(answers.nth(first!.correctIndex).locator('svg[data-icon="correct"]')).toBeVisible()
  await expect(answers.nth(first!.correctIndex)).toHaveAccessibleName(
    `${first!.options[first!.correctIndex]} Correct answer`,
  )

  await page.getByRole('button', { name: 'Next Question' }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(second!.question)
  await answers.nth(second!.correctIndex).click()
  await expect(verdict(page, 'Correct!').locator('svg[data-icon="correct"]')).toBeVisible()
  await expect(answers.nth(second!.correctIndex)).toContainText('Correct answer')
  await expect(page.getByText('Your answer')).toHaveCount(0)
}

/** A wrong answer, then a right one: the verdict has its icon and its words. */
export async function expectMathFeedback(page: Page, game: GameFixture) {
  const [first, second] = game.mathProblems!
  const answer = page.getByLabel('Your answer')
  await answer.fill(String(first!.answer + 1))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    verdict(page, `Incorrect. The answer is ${first!.answer}.`).locator('svg[data-icon="incorrect"]'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Next Problem' }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(second!.question)
  await answer.fill(String(second!.answer))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(verdict(page, 'Correct!').locator('svg[data-icon="correct"]')).toBeVisible()
}

/** The memory board's cards grouped by pair: each pair's two card ids, in board order. */
export async function cardsByPair(grid: Locator): Promise<Map<string, string[]>> {
  const pairs = new Map<string, string[]>()
  for (const card of await grid.getByRole('button').all()) {
    const pair = (await card.getAttribute('data-pair-id'))!
    pairs.set(pair, [...(pairs.get(pair) ?? []), (await card.getAttribute('data-card-id'))!])
  }
  return pairs
}

/** Turns over each pair in turn, with no mistake, waiting for the board to settle after each. */
export async function matchEveryPair(page: Page, grid: Locator): Promise<void> {
  for (const [first, second] of (await cardsByPair(grid)).values()) {
    await page.locator(`[data-card-id="${first}"]`).click()
    await page.locator(`[data-card-id="${second}"]`).click()
    await expect(grid).toHaveAttribute('aria-busy', 'false')
  }
}
