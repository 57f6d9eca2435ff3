import type { ClientPerspective } from 'next-sanity'
import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'

import { readContentEnv } from './env'
import { PREVIEW_SESSION_COOKIE, previewSigningSecret, verifyPreviewSession } from './preview-session'

/**
 * Draft mode for the content door. The door asks `isPreviewing()` itself on every read that does not name its
 * documents (lib/content/loader.ts): pages and components never pass it around.
 */

export const PREVIEW_NEEDS_TOKEN =
  'Preview needs SANITY_API_READ_TOKEN (a Viewer token) on the server: without it drafts cannot be read.'

/**
 * True while this request is in draft mode AND carries a preview session this server signed that has not expired
 * (lib/content/preview-session.ts): Next's draft-mode cookie alone is one value for the whole build. Outside a
 * request (build-time params, the sitemap) it is false. Cookies are read only once draft mode is on, so a page
 * that is prerendered stays so. Asked once per request however many reads ask.
 */
export const isPreviewing = cache(async (): Promise<boolean> => {
  try {
    if (!(await draftMode()).isEnabled) return false
    const secret = previewSigningSecret(readContentEnv(), process.env.NODE_ENV === 'development')
    return secret !== undefined && verifyPreviewSession((await cookies()).get(PREVIEW_SESSION_COOKIE)?.value, secret)
  } catch {
    return false
  }
})

/** The cookie in which Presentation's draft-mode route stores the perspective staff picked (Sanity's name). */
export const PERSPECTIVE_COOKIE = 'sanity-preview-perspective'

/**
 * The perspective to preview: `drafts` unless Presentation stored another (`published`, or a release stack such
 * as `rSummer,drafts`). Anything that is not a list of plain ids counts as no choice.
 */
export function perspectiveFrom(value: string | undefined): ClientPerspective {
  const names = (value ?? '').split(',').map((name) => name.trim())
  if (names.length === 0 || names.some((name) => !/^[A-Za-z0-9_.-]{1,64}$/.test(name))) return 'drafts'
  if (names.length === 1 && (names[0] === 'drafts' || names[0] === 'published')) return names[0]
  return names
}

export async function previewPerspective(): Promise<ClientPerspective> {
  return perspectiveFrom((await cookies()).get(PERSPECTIVE_COOKIE)?.value)
}
