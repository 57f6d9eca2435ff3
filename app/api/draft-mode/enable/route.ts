import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { decideEnable } from '@/lib/content/draft-mode'
import { readContentEnv } from '@/lib/content/env'
import { previewClient } from '@/lib/content/fetch'
import { plainPage } from '@/lib/content/plain-page'
import { previewSessionCookie, signPreviewSession } from '@/lib/content/preview-session'
import { safeReturnPath } from '@/lib/validation/return-path'

const development = process.env.NODE_ENV === 'development'

/**
 * Turns draft mode on (who may is decided in lib/content/draft-mode.ts), with a preview session beside Next's
 * draft-mode cookie (lib/content/preview-session.ts), then opens the page to preview, a page of this site only.
 */
export async function GET(request: NextRequest) {
  const decision = decideEnable(new URL(request.url), readContentEnv(), development)
  if (decision.kind === 'refuse') return plainPage(decision.status, decision.message)
  if (decision.kind === 'unavailable') redirect(decision.redirectTo)
  if (decision.kind === 'connected') return enableConnected(request, decision.sessionSecret)
  ;(await draftMode()).enable()
  await startPreviewSession(decision.sessionSecret, false)
  redirect(decision.redirectTo)
}

/**
 * next-sanity checks Presentation's secret and sets its cookies (draft mode, perspective, Partitioned ones inside
 * a cross-site frame), then redirects to Presentation's pathname as given, which can leave the site
 * (`//a//evil.example` becomes `//evil.example`). Its cookies stay as set (Next adds them, and the preview session,
 * to whatever this handler answers); only the address is replaced, by a page of this site.
 */
async function enableConnected(request: NextRequest, sessionSecret: string): Promise<Response> {
  let location: string
  let answered: Response | undefined
  try {
    answered = await defineEnableDraftMode({ client: previewClient() }).GET(request)
    const asked = isRedirect(answered.status) ? answered.headers.get('location') : null
    // Refused (a wrong or expired secret): nothing was turned on.
    if (asked === null) return answered
    location = asked
  } catch (error) {
    if (!isRedirectError(error)) throw error
    location = getURLFromRedirectError(error)
  }
  await startPreviewSession(sessionSecret, partitionedFrame(request))
  const safe = safeReturnPath(location, new URL(request.url).origin)
  if (answered === undefined) redirect(safe)
  const headers = new Headers(answered.headers)
  headers.set('location', safe)
  return new Response(null, { status: answered.status, headers })
}

async function startPreviewSession(secret: string, partitioned: boolean): Promise<void> {
  ;(await cookies()).set(previewSessionCookie(signPreviewSession(secret), { development, partitioned }))
}

/** next-sanity's rule for its cookies: Partitioned when Presentation frames the site from another site. */
function partitionedFrame(request: NextRequest): boolean {
  return (
    !development &&
    request.headers.get('sec-fetch-dest') === 'iframe' &&
    request.headers.get('sec-fetch-site') === 'cross-site'
  )
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400
}
