import { expect, test, type Page } from '@playwright/test'

import { fixtureById } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/**
 * The course players on a phone (docs/behaviour.md#course-player): the lesson comes first, the course contents
 * wait in a panel that opens on request, and choosing a lesson puts focus and scroll on its title.
 */

test.use({ viewport: { width: 390, height: 844 } })

type Course = { title: string; modules: Array<{ title: string; lessons: Array<{ title: string }> }> }
const lessonsOf = (id: string) => fixtureById<Course>(id).modules.flatMap((module) => module.lessons)

const PLAYERS = [
  {
    name: 'self-paced',
    path: '/course/kiswahili-language-culture',
    lessons: lessonsOf('course-kiswahili-language-culture'),
  },
  { name: 'college', path: '/college-courses/sat-african-history', lessons: lessonsOf('course-sat-african-history') },
] as const

/** The lesson title sits wholly inside the first screen, without scrolling. */
async function expectInFirstScreen(page: Page, title: string) {
  const heading = page.getByRole('heading', { level: 2, name: title })
  await expect(heading).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const box = await heading.boundingBox()
  expect(box && box.y + box.height).toBeLessThanOrEqual(844)
}

for (const player of PLAYERS) {
  test.describe(`${player.name} player on a phone`, () => {
    test('shows the lesson title in the first screen, the contents closed behind a Lessons button', async ({
      page,
    }) => {
      await openPage(page, `${player.path}/lesson/2`)
      await expectInFirstScreen(page, player.lessons[1]!.title)
      const contents = page.getByRole('complementary', { name: 'Course contents' })
      const toggle = contents.getByRole('button', { name: 'Lessons' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(contents.getByRole('link', { name: new RegExp(`^1\\. `) })).toBeHidden()
      // The progress stays in view beside the button.
      await expect(page.getByTestId('course-percent')).toBeVisible()
      await expectNoAxeViolations(page)

      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(contents.getByRole('link', { name: new RegExp(`^1\\. ${player.lessons[0]!.title}`) })).toBeVisible()
      await expectNoAxeViolations(page)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(contents.getByRole('link', { name: new RegExp(`^1\\. `) })).toBeHidden()
    })

    test('choosing a lesson from the contents puts focus and scroll on its title', async ({ page }) => {
      await openPage(page, `${player.path}/lesson/1`)
      const contents = page.getByRole('complementary', { name: 'Course contents' })
      await contents.getByRole('button', { name: 'Lessons' }).click()
      const target = player.lessons[2]!
      const link = contents.getByRole('link', { name: new RegExp(`^3\\. ${target.title}`) })
      await link.scrollIntoViewIfNeeded()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${player.path}/lesson/3$`))
      const title = page.getByRole('heading', { level: 2, name: target.title })
      await expect(title).toBeFocused()
      await expect(title).toBeInViewport()
      // The new lesson opens with the contents closed again, its title below the sticky header.
      await expect(contents.getByRole('button', { name: 'Lessons' })).toHaveAttribute('aria-expanded', 'false')
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom)
      const titleTop = await title.evaluate((heading) => heading.getBoundingClientRect().top)
      expect(titleTop).toBeGreaterThanOrEqual(headerBottom)
    })
  })
}

test('the course page without a lesson opens the contents, to choose where to begin', async ({ page }) => {
  await openPage(page, '/course/kiswahili-language-culture')
  const contents = page.getByRole('complementary', { name: 'Course contents' })
  await expect(contents.getByRole('button', { name: 'Lessons' })).toHaveAttribute('aria-expanded', 'true')
  await expect(contents.getByRole('link', { name: /^1\. / })).toBeVisible()
  await page.getByRole('link', { name: 'Start with lesson 1' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: lessonsOf('course-kiswahili-language-culture')[0]!.title }),
  ).toBeFocused()
})
