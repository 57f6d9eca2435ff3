import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import {
  PREVIEW_SESSION_SECRET_ENV,
  PREVIEW_SESSION_SECRET_MIN_LENGTH,
  resolveContentSource,
  type ContentEnv,
} from './env'

/**
 * A preview session: the credential that has to travel with Next's draft-mode cookie before a page shows drafts.
 *
 * Next's `__prerender_bypass` cookie holds the build's `previewModeId`, one value for every visitor of every server
 * of that build, valid until the next build. So `/api/draft-mode/enable` also sets this cookie: an expiry and a
 * random id, signed by the server (HMAC-SHA256) with the signing secret. `isPreviewing()` asks for both, so the
 * draft-mode cookie replayed later, or on a server with another secret, shows nothing unpublished. Changing the
 * secret ends every preview at once; otherwise a session ends 8 hours after it was opened.
 *
 * The signing secret (`previewSigningSecret`): PREVIEW_SESSION_SECRET, the same on every server of a deployment;
 * else, in local mode, LOCAL_PREVIEW_SECRET; else, in `next dev`, a random key of the process (a restart ends
 * its previews). A production server with none opens no preview and says why (PREVIEW_NEEDS_SESSION_SECRET).
 */

export const PREVIEW_SESSION_COOKIE = 'sankofa-preview-session'
export const PREVIEW_SESSION_SECONDS = 8 * 60 * 60

export const PREVIEW_NEEDS_SESSION_SECRET = `Preview needs ${PREVIEW_SESSION_SECRET_ENV} on the server (a random string of ${PREVIEW_SESSION_SECRET_MIN_LENGTH} or more characters, the same on every server of the site): without it a preview cannot be signed.`

/** What the signature covers starts with this, so a signature made with the same secret elsewhere never passes. */
const PURPOSE = 'sankofa preview session v1'
/** Clocks of two servers may differ a little: a session issued that much "in the future" still passes. */
const CLOCK_SKEW_SECONDS = 60
const SESSION_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

/** The secret that signs and checks preview sessions on this server, or undefined when there is none. */
export function previewSigningSecret(
  env: Pick<ContentEnv, 'previewSessionSecret' | 'localPreviewSecret' | 'requestedSource' | 'projectId'>,
  development: boolean,
): string | undefined {
  if (env.previewSessionSecret) return env.previewSessionSecret
  if (env.localPreviewSecret && resolveContentSource(env) === 'fixtures') return env.localPreviewSecret
  return development ? developmentKey() : undefined
}

/** A new session, valid for PREVIEW_SESSION_SECONDS from `now` (milliseconds). */
export function signPreviewSession(secret: string, now: number = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS
  const id = randomBytes(16).toString('base64url')
  return `${expires}.${id}.${signature(secret, expires, id)}`
}

/** True for a session this secret signed that has not expired at `now` (milliseconds). */
export function verifyPreviewSession(value: string | undefined, secret: string, now: number = Date.now()): boolean {
  const match = value === undefined ? null : SESSION_SHAPE.exec(value)
  if (!match) return false
  const [, expiresText = '', id = '', given = ''] = match
  const expires = Number(expiresText)
  // Compared as text (both 43 characters here), so no other spelling of the same bytes passes.
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, expires, id)))) return false
  const seconds = now / 1000
  return seconds < expires && expires <= seconds + PREVIEW_SESSION_SECONDS + CLOCK_SKEW_SECONDS
}

export interface PreviewSessionCookie {
  name: string
  value: string
  httpOnly: true
  secure: boolean
  sameSite: 'none' | 'lax'
  path: '/'
  maxAge: number
  partitioned: boolean
}

/**
 * The cookie, with the attributes Next gives its draft-mode cookie (SameSite=None and Secure outside `next dev`,
 * so it travels into Presentation's cross-site frame) and, like next-sanity's cookies there, Partitioned when
 * set inside such a frame. The browser forgets it when the session ends.
 */
export function previewSessionCookie(
  value: string,
  { development, partitioned }: { development: boolean; partitioned: boolean },
): PreviewSessionCookie {
  return {
    name: PREVIEW_SESSION_COOKIE,
    value,
    httpOnly: true,
    secure: !development,
    sameSite: development ? 'lax' : 'none',
    path: '/',
    maxAge: PREVIEW_SESSION_SECONDS,
    partitioned,
  }
}

/** The name and attributes that clear the cookie (with an expiry in the past, as Next clears its draft-mode cookie). */
export function previewSessionCookieToClear(development: boolean): Omit<PreviewSessionCookie, 'value' | 'maxAge'> {
  const {
    value: _value,
    maxAge: _maxAge,
    ...attributes
  } = previewSessionCookie('', { development, partitioned: false })
  return attributes
}

function signature(secret: string, expires: number, id: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}.${expires}.${id}`).digest('base64url')
}

/** One random key per process, shared by every bundle that imports this module (route handlers and pages). */
const DEVELOPMENT_KEY = Symbol.for('sankofa.previewSession.developmentKey')
type KeyHolder = { [DEVELOPMENT_KEY]?: string }

function developmentKey(): string {
  const holder = globalThis as KeyHolder
  holder[DEVELOPMENT_KEY] ??= randomBytes(32).toString('base64url')
  return holder[DEVELOPMENT_KEY]
}
