import type { Page, Request } from '@playwright/test'

/** Whether a request is the router fetching a page's data ahead of a click (a prefetch) rather than the page. */
export function isPrefetch(request: Request): boolean {
  return request.headers()['next-router-prefetch'] !== undefined
}

/** Every page the router prefetches from now on, as its path (`/`, `/programs`). */
export function recordPrefetches(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (isPrefetch(request)) paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/** Resolves with the next prefetch of `path`. */
export function nextPrefetchOf(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === path)
}
