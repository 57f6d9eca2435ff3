import { expect, test } from '@playwright/test'

import { home, settings } from '../support/e2e-content'
import { openPage } from '../support/e2e-page'

type OpenCall = { url: string; name: string; features: string }

test('each share button opens a 600x400 pop-up carrying the share text and the curriculum link', async ({ page }) => {
  // Record window.open calls instead of letting the browser reach the networks.
  await page.addInitScript(() => {
    const calls: { url: string; name: string; features: string }[] = []
    Object.assign(window, { __shareCalls: calls })
    window.open = (url?: string | URL, name?: string, features?: string) => {
      calls.push({ url: String(url), name: name ?? '', features: features ?? '' })
      return null
    }
  })
  await openPage(page, '/')

  const expectations: [string, RegExp][] = [
    ['Share on X', /^https:\/\/twitter\.com\/intent\/tweet\?/],
    ['Share on Facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/],
    ['Share on LinkedIn', /^https:\/\/www\.linkedin\.com\/shareArticle\?/],
  ]
  for (const [index, [label, host]] of expectations.entries()) {
    await page.getByRole('button', { name: label }).click()
    const calls = await page.evaluate(() => (window as unknown as { __shareCalls: OpenCall[] }).__shareCalls)
    expect(calls).toHaveLength(index + 1)
    const call = calls[index]!
    expect(call.url).toMatch(host)
    expect(call.features).toContain('width=600')
    expect(call.features).toContain('height=400')
    const params = [...new URL(call.url).searchParams.values()]
    expect(params).toContain(home.curriculumPromo.shareText)
    expect(params).toContain(settings.externalLinks.curriculumSite.url)
  }
})
