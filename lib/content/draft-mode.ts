import { createHash, timingSafeEqual } from 'node:crypto'

import { safeReturnPath } from '@/lib/validation/return-path'

import { resolveContentSource, type ContentEnv } from './env'
import { PREVIEW_NEEDS_TOKEN } from './preview'
import { SITE_READS_FIXTURES } from './source-notice'

/**
 * Who may turn draft mode on (`/api/draft-mode/enable`), decided before any cookie is set.
 * - Pages read the Content Lake: Sanity's own check (`defineEnableDraftMode` validates the secret Presentation
 *   made in the dataset), which needs the server's read token to see drafts at all.
 * - Pages read the fixtures: `next dev` opens it freely (a developer's machine); a production server only with
 *   `?secret=` equal to LOCAL_PREVIEW_SECRET. Presentation calling a site that reads the fixtures is told why
 *   nothing it edits can show.
 * Anyone else gets a plain 404: the route does not advertise itself.
 */

export const PREVIEW_SECRET_PARAM = 'secret'
/** The parameters Presentation adds to the enable URL. */
export const PRESENTATION_SECRET_PARAM = 'sanity-preview-secret'
const PRESENTATION_PATH_PARAM = 'sanity-preview-pathname'

export const DRAFT_MODE_MESSAGES = {
  notFound: 'Not found',
  needsToken: PREVIEW_NEEDS_TOKEN,
  readsFixtures: SITE_READS_FIXTURES,
} as const

export type EnableDecision =
  | { kind: 'connected' }
  | { kind: 'local'; redirectTo: string }
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
  env: Pick<ContentEnv, 'projectId' | 'requestedSource' | 'readToken' | 'localPreviewSecret'>,
  development: boolean,
): EnableDecision {
  if (resolveContentSource(env) === 'sanity') {
    return env.readToken ? { kind: 'connected' } : { kind: 'refuse', status: 503, message: PREVIEW_NEEDS_TOKEN }
  }
  if (url.searchParams.has(PRESENTATION_SECRET_PARAM)) {
    return { kind: 'refuse', status: 409, message: SITE_READS_FIXTURES }
  }
  const secret = url.searchParams.get(PREVIEW_SECRET_PARAM)
  const allowed =
    development ||
    (env.localPreviewSecret !== undefined && secret !== null && sameSecret(secret, env.localPreviewSecret))
  return allowed
    ? { kind: 'local', redirectTo: previewRedirect(url) }
    : { kind: 'refuse', status: 404, message: DRAFT_MODE_MESSAGES.notFound }
}
