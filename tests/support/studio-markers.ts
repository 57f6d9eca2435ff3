import type { Page, Response } from '@playwright/test'

/**
 * The Studio's code must never reach a public route's bundle. Markers are strings that exist only in
 * Sanity Studio's own code (its auth-token storage key and its reconnect toast); the Studio tests prove
 * they are real by finding them in what /studio ships.
 */
export const STUDIO_MARKERS = [
  '__studio_auth_token_',
  'sanity/reconnecting',
  'common.reconnecting.toast.title',
] as const

export const markersIn = (code: string) => STUDIO_MARKERS.filter((marker) => code.includes(marker))

export interface ScriptRecorder {
  /** Every JavaScript response the page received so far (url → body). */
  bodies: () => Promise<Map<string, string>>
  /** Stops recording (a listener left behind would read the next page's responses). */
  stop: () => void
}

/** Records the body of every script the page loads from now on. */
export function recordScripts(page: Page): ScriptRecorder {
  const bodies = new Map<string, Promise<string>>()
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? ''
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(type)
    if (!isScript || !response.ok()) return
    // A chunk the page asked for and then dropped (a prefetch cut short by navigation or idle) has no body in
    // the browser any more: fetch the same URL to read it (chunks are immutable).
    const url = response.url()
    bodies.set(
      url,
      response.text().catch(() => page.request.get(url).then((again) => again.text())),
    )
  }
  page.on('response', onResponse)
  return {
    bodies: async () => new Map(await Promise.all([...bodies].map(async ([key, body]) => [key, await body] as const))),
    stop: () => page.off('response', onResponse),
  }
}

/** "<url>: <marker>" for each Studio marker found in the recorded scripts. */
export async function studioLeaks(scripts: ScriptRecorder): Promise<string[]> {
  return [...(await scripts.bodies())].flatMap(([url, code]) => markersIn(code).map((marker) => `${url}: ${marker}`))
}
