import type { Page } from '@playwright/test'

/**
 * The site's policy says `upgrade-insecure-requests`, which on https (every real deployment) changes nothing.
 * The e2e servers speak plain http on loopback, where Chromium would upgrade the Presentation frame's address (and
 * any redirect it follows) to https, which nothing answers. Only that directive is taken out of the Studio's
 * policy; the rest is enforced.
 */
export async function studioOverPlainHttp(page: Page, origin: string): Promise<void> {
  const studioPage = (url: URL) =>
    url.origin === origin && (url.pathname === '/studio' || url.pathname.startsWith('/studio/'))
  await page.route(studioPage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const headers = { ...response.headers() }
    headers['content-security-policy'] = (headers['content-security-policy'] ?? '')
      .split(';')
      .filter((directive) => directive.trim() !== 'upgrade-insecure-requests')
      .join(';')
    return route.fulfill({ response, headers })
  })
}
