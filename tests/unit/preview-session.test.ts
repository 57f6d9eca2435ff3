import { describe, expect, it } from 'vitest'

import { PREVIEW_SESSION_SECRET_ENV, PREVIEW_SESSION_SECRET_MIN_LENGTH, readContentEnv } from '@/lib/content/env'
import {
  PREVIEW_SESSION_SECONDS,
  previewSessionCookie,
  previewSessionCookieToClear,
  previewSigningSecret,
  signPreviewSession,
  verifyPreviewSession,
} from '@/lib/content/preview-session'

/** The signed, expiring credential that has to travel with Next's draft-mode cookie before a page shows drafts. */

const SECRET = 'preview-session-secret-for-tests-0123456789'
const OTHER_SECRET = 'another-preview-session-secret-for-tests-98765'
const NOW = Date.UTC(2026, 2, 2, 9, 0, 0)
const HOUR = 60 * 60 * 1000

describe('a preview session', () => {
  it('is valid, signed with the same secret, for 8 hours', () => {
    const value = signPreviewSession(SECRET, NOW)
    expect(PREVIEW_SESSION_SECONDS).toBe(8 * 60 * 60)
    expect(verifyPreviewSession(value, SECRET, NOW)).toBe(true)
    expect(verifyPreviewSession(value, SECRET, NOW + 8 * HOUR - 1000)).toBe(true)
  })

  it('has expired 8 hours after it was issued', () => {
    const value = signPreviewSession(SECRET, NOW)
    expect(verifyPreviewSession(value, SECRET, NOW + 8 * HOUR)).toBe(false)
    expect(verifyPreviewSession(value, SECRET, NOW + 24 * HOUR)).toBe(false)
  })

  it('is refused when any part of it was changed', () => {
    const value = signPreviewSession(SECRET, NOW)
    const [expires = '', nonce = '', signature = ''] = value.split('.')
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`
    for (const tampered of [
      // A later expiry, keeping the signature.
      `${Number(expires) + 3600}.${nonce}.${signature}`,
      `${expires}.${flip(nonce, 0)}.${signature}`,
      `${expires}.${nonce}.${flip(signature, 5)}`,
      `${expires}.${nonce}.${signature}x`,
      `${expires}.${nonce}`,
      `${value}.extra`,
      '',
      'not a session',
    ]) {
      expect(verifyPreviewSession(tampered, SECRET, NOW), tampered).toBe(false)
    }
  })

  it('signed with another secret is refused: changing the secret ends every preview', () => {
    expect(verifyPreviewSession(signPreviewSession(OTHER_SECRET, NOW), SECRET, NOW)).toBe(false)
    expect(verifyPreviewSession(signPreviewSession(SECRET, NOW), OTHER_SECRET, NOW)).toBe(false)
  })

  it('missing is no session', () => {
    expect(verifyPreviewSession(undefined, SECRET, NOW)).toBe(false)
  })

  it('is never accepted for longer than a session lasts, whatever it says', () => {
    // Issued "in the future" (another clock, or a longer session an earlier version signed): refused.
    expect(verifyPreviewSession(signPreviewSession(SECRET, NOW + 2 * HOUR), SECRET, NOW)).toBe(false)
    expect(verifyPreviewSession(signPreviewSession(SECRET, NOW + 30_000), SECRET, NOW)).toBe(true)
  })

  it('differs each time one is issued', () => {
    expect(signPreviewSession(SECRET, NOW)).not.toBe(signPreviewSession(SECRET, NOW))
  })
})

describe('the secret that signs preview sessions', () => {
  const local = {
    projectId: undefined,
    requestedSource: 'fixtures',
    previewSessionSecret: undefined,
    localPreviewSecret: undefined,
  } as const
  const connected = { ...local, projectId: 'abc123', requestedSource: 'sanity' } as const

  it(`is ${PREVIEW_SESSION_SECRET_ENV} whenever it is set`, () => {
    expect(previewSigningSecret({ ...connected, previewSessionSecret: SECRET }, false)).toBe(SECRET)
    expect(
      previewSigningSecret({ ...local, previewSessionSecret: SECRET, localPreviewSecret: OTHER_SECRET }, false),
    ).toBe(SECRET)
  })

  it('falls back to LOCAL_PREVIEW_SECRET in local mode only', () => {
    expect(previewSigningSecret({ ...local, localPreviewSecret: OTHER_SECRET }, false)).toBe(OTHER_SECRET)
    expect(previewSigningSecret({ ...connected, localPreviewSecret: OTHER_SECRET }, false)).toBeUndefined()
  })

  it('is a random key of this process in `next dev` with neither set', () => {
    const key = previewSigningSecret(local, true)
    expect(key?.length).toBeGreaterThanOrEqual(PREVIEW_SESSION_SECRET_MIN_LENGTH)
    expect(previewSigningSecret(connected, true)).toBe(key)
  })

  it('is missing on a production server with neither set', () => {
    expect(previewSigningSecret(local, false)).toBeUndefined()
    expect(previewSigningSecret(connected, false)).toBeUndefined()
  })

  it(`${PREVIEW_SESSION_SECRET_ENV} is read and checked with the other content settings`, () => {
    expect(PREVIEW_SESSION_SECRET_ENV).toBe('PREVIEW_SESSION_SECRET')
    expect(PREVIEW_SESSION_SECRET_MIN_LENGTH).toBe(32)
    expect(readContentEnv({ PREVIEW_SESSION_SECRET: ` ${SECRET} ` }).previewSessionSecret).toBe(SECRET)
    expect(readContentEnv({ PREVIEW_SESSION_SECRET: '' }).previewSessionSecret).toBeUndefined()
    expect(readContentEnv({}).previewSessionSecret).toBeUndefined()
    expect(() => readContentEnv({ PREVIEW_SESSION_SECRET: 'x'.repeat(31) })).toThrow(
      'PREVIEW_SESSION_SECRET must be at least 32 characters',
    )
  })
})

describe('the preview session cookie', () => {
  it("has the attributes of Next's draft-mode cookie, so it travels into Presentation's frame", () => {
    expect(previewSessionCookie('v', { development: false, partitioned: false })).toEqual({
      name: 'sankofa-preview-session',
      value: 'v',
      httpOnly: true,
      secure: true,
      sameSite: 'none',
      path: '/',
      maxAge: PREVIEW_SESSION_SECONDS,
      partitioned: false,
    })
    expect(previewSessionCookie('v', { development: true, partitioned: false })).toMatchObject({
      secure: false,
      sameSite: 'lax',
    })
    expect(previewSessionCookie('v', { development: false, partitioned: true })).toMatchObject({ partitioned: true })
  })

  it('is cleared with the same name and attributes', () => {
    expect(previewSessionCookieToClear(false)).toEqual({
      name: 'sankofa-preview-session',
      httpOnly: true,
      secure: true,
      sameSite: 'none',
      path: '/',
      partitioned: false,
    })
  })
})
