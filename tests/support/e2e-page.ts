import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Opens a site page and waits until its client components are hydrated (menus, timers armed). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

/** Runs axe (all default rules, WCAG 2.x A/AA plus best practices) and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/** Installs a fake clock, loads the page, and pauses time just after the page's timers are armed. */
export async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
  await openPage(page, path)
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}
