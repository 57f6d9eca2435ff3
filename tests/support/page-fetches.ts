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

/** Every call the page makes to the Edge Function `name` from now on (a list that grows as they are sent). */
export function recordFunctionCalls(page: Page, name: string): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/functions/v1/${name}`) calls.push(request)
  })
  return calls
}
