import { createHash, timingSafeEqual } from 'node:crypto'

import { safeReturnPath } from '@/lib/validation/return-path'

import { resolveContentSource, type ContentEnv } from './env'
import { PREVIEW_NEEDS_TOKEN } from './preview'
import { PREVIEW_NEEDS_SESSION_SECRET, previewSigningSecret } from './preview-session'
import { SITE_READS_FIXTURES } from './source-notice'

/**
 * Who may turn draft mode on (`/api/draft-mode/enable`), decided before any cookie is set.
 * - Pages read the Content Lake: Sanity's own check (`defineEnableDraftMode` validates the secret Presentation
 *   made in the dataset), which needs the server's read token to see drafts at all.
 * - Pages read the fixtures: `next dev` opens it freely (a developer's machine); a production server only with
 *   `?secret=` equal to LOCAL_PREVIEW_SECRET. Presentation calling a site that reads the fixtures is sent, with no
 *   cookie, to PREVIEW_UNAVAILABLE_PATH, a page that says why nothing it edits can show and answers Presentation
 *   there, so the Studio keeps showing that sentence instead of covering it with its own "Unable to connect".
 * Anyone else gets a plain 404: the route does not advertise itself. Whoever may also gets a preview session
 * (lib/content/preview-session.ts), signed with the secret the decision names; a production server without one
 * opens no preview and says why.
 *
 * Who may turn it off (`/api/draft-mode/disable`): a request from a page of this site only (`decideDisable`).
 */

export const PREVIEW_SECRET_PARAM = 'secret'
/** Where Presentation lands when the site's pages read the fixtures (under the Studio, which frames it). */
export const PREVIEW_UNAVAILABLE_PATH = '/studio/preview-unavailable'
/** The parameters Presentation adds to the enable URL. */
export const PRESENTATION_SECRET_PARAM = 'sanity-preview-secret'
const PRESENTATION_PATH_PARAM = 'sanity-preview-pathname'

export const DRAFT_MODE_MESSAGES = {
  notFound: 'Not found',
  needsToken: PREVIEW_NEEDS_TOKEN,
  needsSessionSecret: PREVIEW_NEEDS_SESSION_SECRET,
  readsFixtures: SITE_READS_FIXTURES,
  leaveFromSite: 'Preview can only be left from a page of this site.',
} as const

/** `sessionSecret`: what signs the preview session the route issues with draft mode. */
export type EnableDecision =
  | { kind: 'connected'; sessionSecret: string }
  | { kind: 'local'; redirectTo: string; sessionSecret: string }
  | { kind: 'unavailable'; redirectTo: typeof PREVIEW_UNAVAILABLE_PATH }
  | { kind: 'refuse'; status: 404 | 409 | 503; message: string }

/** Equal secrets, compared in constant time whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** Where preview starts: a page of this site (`?redirect=` or Presentation's pathname), else the home page. */
export function previewRedirect(url: URL): string {
  const asked = url.searchParams.get('redirect') ?? url.searchParams.get(PRESENTATION_PATH_PARAM)
  return safeReturnPath(asked, url.origin)
}

export function decideEnable(
  url: URL,
  env: Pick<ContentEnv, 'projectId' | 'requestedSource' | 'readToken' | 'localPreviewSecret' | 'previewSessionSecret'>,
  development: boolean,
): EnableDecision {
  const sessionSecret = previewSigningSecret(env, development)
  const cannotSign = { kind: 'refuse', status: 503, message: PREVIEW_NEEDS_SESSION_SECRET } as const
  if (resolveContentSource(env) === 'sanity') {
    if (!env.readToken) return { kind: 'refuse', status: 503, message: PREVIEW_NEEDS_TOKEN }
    return sessionSecret ? { kind: 'connected', sessionSecret } : cannotSign
  }
  if (url.searchParams.has(PRESENTATION_SECRET_PARAM))
    return { kind: 'unavailable', redirectTo: PREVIEW_UNAVAILABLE_PATH }
  const secret = url.searchParams.get(PREVIEW_SECRET_PARAM)
  const allowed =
    development ||
    (env.localPreviewSecret !== undefined && secret !== null && sameSecret(secret, env.localPreviewSecret))
  if (!allowed) return { kind: 'refuse', status: 404, message: DRAFT_MODE_MESSAGES.notFound }
  // Whoever may open it here has a secret to sign with (LOCAL_PREVIEW_SECRET, or `next dev`'s own key).
  return sessionSecret ? { kind: 'local', redirectTo: previewRedirect(url), sessionSecret } : cannotSign
}

export type DisableDecision = { kind: 'leave'; location: string } | { kind: 'refuse'; status: 403; message: string }

/**
 * Leaving preview, decided from the request's headers alone (its body is never read). Only a request from a page
 * of this site may turn draft mode off: the draft-mode cookie is SameSite=None (so it works inside Presentation's
 * frame), so a form on any other site could otherwise end a staff member's preview.
 * - `Sec-Fetch-Site` (every current browser sends it) decides when present: `same-origin`, or `none` (the person
 *   did it, no site did), may; `same-site` (another subdomain or port) and `cross-site` may not.
 * - Without it (an older browser): the `Origin` header, when sent, must be this site's.
 * - Without either: the Referer, when sent, must be a page of this site. A request with none of the three is
 *   allowed, as an old browser's own form post can look like that; another site can reach that case only in
 *   browsers that predate sending Origin with a form post.
 * This site's origin is the Host the browser used (behind a proxy `url` may name another), or `url`'s own host.
 * The answer goes back to the page that sent the form (Referer) when it is a page of this site, else home.
 */
export function decideDisable(url: string, headers: Headers): DisableDecision {
  const requestUrl = new URL(url)
  const host = headers.get('host') ?? requestUrl.host
  const ownHosts = new Set([host, requestUrl.host])
  const fromSite = (value: string) => {
    try {
      return ownHosts.has(new URL(value).host)
    } catch {
      return false
    }
  }
  const fetchSite = headers.get('sec-fetch-site')
  const origin = headers.get('origin')
  const referer = headers.get('referer')
  const allowed =
    fetchSite !== null
      ? fetchSite === 'same-origin' || fetchSite === 'none'
      : origin !== null
        ? fromSite(origin)
        : referer === null || fromSite(referer)
  if (!allowed) return { kind: 'refuse', status: 403, message: DRAFT_MODE_MESSAGES.leaveFromSite }
  // The origin the browser used (the Host it sent), which is what its Referer carries.
  return { kind: 'leave', location: safeReturnPath(referer, `${requestUrl.protocol}//${host}`) }
}
