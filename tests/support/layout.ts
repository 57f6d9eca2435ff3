import type { Locator, Page } from '@playwright/test'

/**
 * The words inside an element that the browser broke across two lines, measured in the page: each run of
 * letters and digits (a "word"; a break after a hyphen or a slash is between words) is wrapped in a Range, and a
 * word whose boxes sit on more than one line was split. Hidden elements have no boxes and report nothing.
 */
export async function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/[\p{L}\p{N}’']+/gu)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = new Set(
          [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
        )
        if (tops.size > 1) broken.push(match[0])
      }
    }
    return broken
  })
}

/** How many words an element shows (so a check for broken words is known to have looked at something). */
export async function visibleWordCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const range = document.createRange()
    range.selectNodeContents(root)
    return range.getClientRects().length > 0
      ? ((root as HTMLElement).innerText.match(/[\p{L}\p{N}]+/gu) ?? []).length
      : 0
  })
}

/** How many of a list's items sit on each row, top to bottom (items whose tops are within 2 px share a row). */
export async function itemsPerRow(list: Locator): Promise<number[]> {
  const tops = await list.evaluate((element) =>
    [...element.children].map((child) => Math.round(child.getBoundingClientRect().top)),
  )
  const rows: number[][] = []
  for (const top of tops) {
    const row = rows.find((candidate) => Math.abs((candidate[0] ?? 0) - top) <= 2)
    if (row) row.push(top)
    else rows.push([top])
  }
  return rows.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)).map((row) => row.length)
}

/** Waits until the page's finite animations and transitions (a toast sliding in) have ended, so boxes stay put. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Presses `key` (Tab or Shift+Tab) `stops` times and names every element it focused that the page did not bring
 * wholly into the band a visitor sees: below the sticky header and above the bar fixed at the screen's foot (the
 * shop's cart, when shown). The header's and the bar's own controls are in sight by definition.
 */
export async function focusStopsOutOfSight(page: Page, key: 'Tab' | 'Shift+Tab', stops: number): Promise<string[]> {
  const header = await page.getByRole('banner').boundingBox()
  const bar = await page.getByRole('region', { name: 'Cart' }).boundingBox()
  const band = { top: (header?.y ?? 0) + (header?.height ?? 0), bottom: bar?.y ?? page.viewportSize()!.height }
  const hidden: string[] = []
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press(key)
    const out = await page.evaluate(({ top, bottom }) => {
      const element = document.activeElement
      if (!(element instanceof HTMLElement) || element === document.body) return null
      // The skip link shows over the header's corner, above everything.
      if (element.closest('.site-root > header, section[aria-label="Cart"], a[href="#main"]')) return null
      const box = element.getBoundingClientRect()
      if (box.top >= top - 0.5 && box.bottom <= bottom + 0.5) return null
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? element.tagName
      return `${name} (${Math.round(box.top)}-${Math.round(box.bottom)})`
    }, band)
    if (out) hidden.push(out)
  }
  return hidden
}
