import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Opens a site page and waits until its client components are hydrated (menus, timers armed). A test that holds one
 * of the page's scripts on purpose waits for the document only (`domcontentloaded`): a script the page inserted
 * while loading keeps the load event back until it arrives.
 */
export async function openPage(page: Page, path: string, until: 'load' | 'domcontentloaded' = 'load') {
  const response = await page.goto(path, { waitUntil: until })
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

/**
 * axe's results for the page (all default rules, WCAG 2.x A/AA plus best practices), or for the part `include` names.
 * By default axe gathers its frames' results in a blank page it opens for the purpose, so that a frame from another
 * origin is tested too: about a second a scan on a two-core machine, half of the scan. A page whose frames all share
 * its origin, as nearly every page here, is scanned in place (axe's "legacy mode", which tests same-origin frames),
 * with the same rules and the same results.
 */
export async function axeResults(page: Page, include?: string) {
  const { origin } = new URL(page.url())
  // A frame not yet navigated (about:blank, srcdoc) has its parent's origin; a data: frame has none of its own.
  const foreignFrame = page.frames().some((frame) => {
    const url = frame.url()
    return url !== '' && !url.startsWith('about:') && new URL(url).origin !== origin
  })
  const builder = new AxeBuilder({ page }).setLegacyMode(!foreignFrame)
  return (include ? builder.include(include) : builder).analyze()
}

/** Runs axe over the page, or the part `include` names, and expects no violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const results = await axeResults(page, include)
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/**
 * Installs a fake clock that stands still from before the page loads, then loads the page. Every timer the
 * page arms while it loads and hydrates is armed at the same instant, whatever the machine's load, so
 * "appears after 120 s" means 120 s of `clock.runFor` and nothing else.
 */
export async function openWithPausedClock(page: Page, path: string) {
  const start = new Date('2026-03-02T09:00:00Z').getTime()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await openPage(page, path)
}
