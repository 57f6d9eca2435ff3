import { expect, test } from '@playwright/test'

import { settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

test.describe('mobile navigation', () => {
  test('the menu button toggles between Open menu and Close menu and lists every destination', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden()
    const open = page.getByRole('button', { name: 'Open menu' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    // Closed, the menu is not in the page at all (nor in the document the server sent): it is built on opening.
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    expect(await (await page.request.get('/')).text()).not.toContain('aria-label="Main menu"')
    await expect(open).not.toHaveAttribute('aria-controls')
    await open.click()

    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(close).toHaveAttribute('aria-controls', 'mobile-menu')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const destinations: [string, string][] = [
      ['Home', '/'],
      ['Live Classes Overview', '/programs'],
      ['Self-Paced Courses', '/self-paced'],
      ['College Preparation', '/college-prep'],
      ['Curriculum', '/curriculum'],
      ['Educators', '/educators'],
      ['Homeschool Materials', '/homeschool-materials'],
      ['Events', '/events'],
      ['Blog & Stories', '/blog'],
      ['Learning Games', '/learning-games'],
      ['Careers', '/careers'],
      ['About', '/about'],
      ['Login', '/auth'],
      ['Join Now', '/programs'],
    ]
    for (const [name, href] of destinations) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(menu.getByRole('link', { name: settings.externalLinks.communityNetwork.label })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expectNoAxeViolations(page)

    await close.click()
    await expect(menu).toBeHidden()
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  })

  test('choosing a link closes the menu and goes there', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Educators' }).click()
    await expect(page).toHaveURL(/\/educators$/)
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true }).focus()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  })

  test('Tab past the last item closes the menu, so focus never moves on to links hidden under it', async ({ page }) => {
    await openPage(page, '/')
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const last = menu.getByRole('link', { name: 'Join Now' })
    await last.focus()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    // What took the focus is on the page, in sight, and Shift+Tab from the button leaves it closed too.
    await expect(page.locator(':focus')).toBeInViewport()
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(menu).toBeHidden()
  })

  test('the home page has no axe violations on a phone', async ({ page }) => {
    await openPage(page, '/')
    await expectNoAxeViolations(page)
  })

  test.describe('at 390 by 844', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    for (const [name, path] of [
      ['Curriculum', '/curriculum'],
      ['Learning Games', '/learning-games'],
    ] as const) {
      test(`the menu reaches ${name} by keyboard`, async ({ page }) => {
        await openPage(page, '/')
        const button = page.getByRole('button', { name: 'Open menu' })
        await button.focus()
        await page.keyboard.press('Enter')
        const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true })
        await expect(link).toBeVisible()
        // Tab from the menu button through the menu's links in order until the one wanted has focus.
        for (let step = 0; step < 20; step += 1) {
          await page.keyboard.press('Tab')
          if (await link.evaluate((element) => element === document.activeElement)) break
        }
        await expect(link).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
      })
    }
  })
})
