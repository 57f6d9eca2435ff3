import { expect, test, type Page } from '@playwright/test'

import { settings } from '../support/e2e-content'
import { openPage, openWithPausedClock } from '../support/e2e-page'
import { nextPrefetchOf, recordPrefetches } from '../support/page-fetches'

const header = (page: Page) => page.getByRole('banner')
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true })

test.describe('desktop navigation', () => {
  test('shows the top-level destinations, Login and Join Now', async ({ page }) => {
    await openPage(page, '/')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Educators' })).toHaveAttribute('href', '/educators')
    await expect(nav.getByRole('link', { name: 'Homeschool Materials' })).toHaveAttribute(
      'href',
      '/homeschool-materials',
    )
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth')
    await expect(header(page).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/programs')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })

  test('the logo is an image the browser keeps, not a copy inside every page', async ({ page, request }) => {
    await openPage(page, '/about')
    const logo = header(page)
      .getByRole('link', { name: `${settings.title} home` })
      .locator('img')
    await expect(logo).toHaveAttribute('loading', 'eager')
    const src = await logo.getAttribute('src')
    expect(src).toMatch(/^\/fixture-images\/.+\.svg$/)
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320)
    const file = await request.get(src ?? '')
    expect(file.headers()['cache-control']).toContain('immutable')
    // Neither the HTML nor the page's RSC payload carries the logo's drawing.
    expect(await (await request.get('/about')).text()).not.toContain('data:image/svg+xml')
  })

  test('Programs opens after 100 ms of hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await openWithPausedClock(page, '/')
    const button = mainNav(page).getByRole('button', { name: 'Programs' })
    const overview = mainNav(page).getByRole('link', { name: 'Live Classes Overview' })

    await button.hover()
    await page.clock.runFor(60)
    await expect(overview).toBeHidden()
    await page.clock.runFor(60)
    await expect(overview).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page).getByRole('link', { name: 'Self-Paced Courses' })).toHaveAttribute('href', '/self-paced')
    await expect(mainNav(page).getByRole('link', { name: 'College Preparation' })).toHaveAttribute(
      'href',
      '/college-prep',
    )
    await expect(mainNav(page).getByRole('link', { name: 'Curriculum' })).toHaveAttribute('href', '/curriculum')

    // leave: still open within the grace period, closed after it
    await page.mouse.move(640, 600)
    await page.clock.runFor(200)
    await expect(overview).toBeVisible()
    await page.clock.runFor(150)
    await expect(overview).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('coming back within the grace period keeps the menu open, and its links work', async ({ page }) => {
    await openWithPausedClock(page, '/')
    const button = mainNav(page).getByRole('button', { name: 'More' })
    await button.hover()
    await page.clock.runFor(150)
    const events = mainNav(page).getByRole('link', { name: 'Events' })
    await expect(events).toBeVisible()

    await page.mouse.move(640, 600)
    await page.clock.runFor(200)
    await events.hover()
    await page.clock.runFor(500)
    await expect(events).toBeVisible()

    const community = mainNav(page).getByRole('link', { name: settings.externalLinks.communityNetwork.label })
    await expect(community).toHaveAttribute('href', settings.externalLinks.communityNetwork.url)
    await expect(community).toHaveAttribute('target', '_blank')
    await expect(community).toHaveAttribute('rel', 'noopener noreferrer')
    for (const [name, href] of [
      ['Blog & Stories', '/blog'],
      ['Learning Games', '/learning-games'],
      ['Careers', '/careers'],
      ['About', '/about'],
    ]) {
      await expect(mainNav(page).getByRole('link', { name })).toHaveAttribute('href', href as string)
    }
  })

  test('works by keyboard alone: open, move, Escape returns focus, Tab out closes', async ({ page }) => {
    await openPage(page, '/')
    const programs = mainNav(page).getByRole('button', { name: 'Programs' })
    await programs.focus()

    await page.keyboard.press('Enter')
    await expect(programs).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page).getByRole('link', { name: 'Live Classes Overview' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: 'Self-Paced Courses' })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(programs).toHaveAttribute('aria-expanded', 'false')
    await expect(programs).toBeFocused()
    await expect(mainNav(page).getByRole('link', { name: 'Live Classes Overview' })).toBeHidden()

    await page.keyboard.press(' ')
    await expect(mainNav(page).getByRole('link', { name: 'Live Classes Overview' })).toBeFocused()
    // Tab through the four links and out of the list.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab')
    await expect(programs).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link', { name: 'Educators' })).toBeFocused()

    const more = mainNav(page).getByRole('button', { name: 'More' })
    await more.focus()
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: 'Events' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('reaches the curriculum and the learning games by keyboard', async ({ page }) => {
    await openPage(page, '/')
    const programs = mainNav(page).getByRole('button', { name: 'Programs' })
    await programs.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await expect(mainNav(page).getByRole('link', { name: 'Curriculum' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/curriculum$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const more = mainNav(page).getByRole('button', { name: 'More' })
    await more.focus()
    await page.keyboard.press('ArrowDown')
    const games = mainNav(page).getByRole('link', { name: 'Learning Games' })
    for (let step = 0; step < 10; step += 1) {
      if (await games.evaluate((element) => element === document.activeElement)) break
      await page.keyboard.press('ArrowDown')
    }
    await expect(games).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/learning-games$/)
    await expect(page.getByRole('combobox', { name: /Search games/ })).toBeVisible()
  })

  test('a page is fetched ahead when the pointer rests on its link, not when the link is shown', async ({ page }) => {
    const prefetched = recordPrefetches(page)
    await openPage(page, '/about')
    await page.waitForLoadState('networkidle')
    expect(prefetched).toEqual([])

    const educators = nextPrefetchOf(page, '/educators')
    await mainNav(page).getByRole('link', { name: 'Educators' }).hover()
    await educators
    // A prefetch is a few requests (the route's tree, then its segments), all for that one page.
    expect([...new Set(prefetched)]).toEqual(['/educators'])
  })
})
