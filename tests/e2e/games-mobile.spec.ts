import { expect, test } from '@playwright/test'

import { fixtureById } from '../support/e2e-content'
import {
  activityRow,
  expectCatalogueFilter,
  expectEmptySearch,
  expectMathFeedback,
  expectQuizFeedback,
  matchEveryPair,
  type CatalogueFixture,
  type GameFixture,
} from '../support/e2e-games'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/** The games catalogue and the scored games on a phone. */

test.use({ viewport: { width: 390, height: 844 } })

const catalogue = fixtureById<CatalogueFixture>('learningGamesPage')

test.describe('/learning-games on a phone', () => {
  test('the search filters the activities and subjects; Clear Search brings them back', async ({ page }) => {
    await openPage(page, '/learning-games')
    await expectCatalogueFilter(page, catalogue)
    await expectNoAxeViolations(page)
  })

  test('a search that matches nothing says so and leaves nothing', async ({ page }) => {
    await openPage(page, '/learning-games')
    await expectEmptySearch(page, catalogue)
    await expectNoAxeViolations(page)
  })

  test('Play only where there is a game; Coming soon elsewhere', async ({ page }) => {
    await openPage(page, '/learning-games')
    for (const activity of catalogue.gradeLevels.flatMap((level) => level.activities)) {
      const row = activityRow(page, activity.name)
      if (activity.game) {
        await expect(row.getByRole('button', { name: `Play ${activity.name}`, exact: true })).toBeVisible()
        await expect(row.getByText('Coming soon')).toHaveCount(0)
      } else {
        await expect(row.getByText('Coming soon', { exact: true })).toBeVisible()
        await expect(row.getByRole('button')).toHaveCount(0)
      }
    }
  })

  test("Play brings its game's card onto the screen, highlighted and focused, the last card too", async ({ page }) => {
    await openPage(page, '/learning-games')
    // The math game's card is the last of the three: stacked on a phone, it starts below the games area's top.
    const activity = catalogue.gradeLevels
      .flatMap((level) => level.activities)
      .find((candidate) => candidate.game?._ref === 'game-african-math-puzzle')!
    await page.getByRole('button', { name: `Play ${activity.name}`, exact: true }).click()
    await expect(page).toHaveURL(/\?game=african-math-puzzle#games$/)
    const title = fixtureById<GameFixture>('game-african-math-puzzle').title
    const card = page.getByRole('link', { name: new RegExp(`^${title}`) })
    await expect(card).toHaveAttribute('aria-current', 'true')
    await expect(card).toBeFocused()
    await expect(card).toBeInViewport({ ratio: 1 })
  })
})

test('the quiz marks right and wrong with an icon and words on a phone', async ({ page }) => {
  await openPage(page, '/games/african-history-quiz')
  await expectQuizFeedback(page, fixtureById<GameFixture>('game-african-history-quiz'))
  await expectNoAxeViolations(page)
})

test('the math game marks right and wrong with an icon and words on a phone', async ({ page }) => {
  await openPage(page, '/games/african-math-puzzle')
  await expectMathFeedback(page, fixtureById<GameFixture>('game-african-math-puzzle'))
  await expectNoAxeViolations(page)
})

test('the 6x6 word matching board keeps every word inside its card on a phone, the cards all one size', async ({
  page,
}) => {
  // The fallback font, which a phone shows while the site's loads (font-display: optional), is the wider of the two.
  await page.route('**/*.woff2', (route) => route.abort())
  await openPage(page, '/games/kiswahili-word-match')
  await page.getByRole('button', { name: '6x6' }).click()
  const grid = page.getByRole('grid', { name: 'Memory cards, 6x6' })
  const cards = grid.getByRole('button')
  await expect(cards).toHaveCount(36)
  // Every pair matched: the cards stay face up, each word showing.
  await matchEveryPair(page, grid)
  await expect(page.getByRole('heading', { name: 'Hongera! 🎉' })).toBeVisible()
  const sizes = await cards.evaluateAll((buttons) =>
    buttons.map((button) => ({
      label: button.getAttribute('aria-label'),
      height: button.getBoundingClientRect().height,
      spills: button.scrollWidth > button.clientWidth || button.scrollHeight > button.clientHeight,
    })),
  )
  expect(sizes.filter((card) => card.spills).map((card) => card.label)).toEqual([])
  const heights = sizes.map((card) => card.height)
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
})
