import { expect, test } from '@playwright/test'

import { fixtureById } from '../support/e2e-content'
import {
  activityRow,
  expectCatalogueFilter,
  expectEmptySearch,
  expectMathFeedback,
  expectQuizFeedback,
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
