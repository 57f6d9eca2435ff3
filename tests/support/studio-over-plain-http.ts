import type { APIResponse, Page, Route } from '@playwright/test'

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
    const response = await fetchOnce(route)
    const headers = { ...response.headers() }
    headers['content-security-policy'] = (headers['content-security-policy'] ?? '')
      .split(';')
      .filter((directive) => directive.trim() !== 'upgrade-insecure-requests')
      .join(';')
    return route.fulfill({ response, headers })
  })
}

/**
 * The page's request, as the browser sent it. Asked again once if the server closed the connection as it was
 * reused: Playwright's fetch keeps connections alive, and a request sent as `next start` drops one it has kept idle
 * for its keep-alive time reads "socket hang up" (seen once in a clean run, between two Studio visits).
 */
async function fetchOnce(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch()
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error
    return route.fetch()
  }
}
