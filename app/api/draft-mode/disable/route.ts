import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { decideDisable } from '@/lib/content/draft-mode'
import { plainPage } from '@/lib/content/plain-page'
import { previewSessionCookieToClear } from '@/lib/content/preview-session'

/**
 * Leaves draft mode and returns to the page the visitor was on (the Referer, kept only when it is a page of this
 * site). A POST from the preview banner's form, so it works without JavaScript; 303 makes the browser load that
 * page with GET. Only a request from a page of this site changes anything (lib/content/draft-mode.ts). The body
 * is never read: the form sends none, and nothing anyone posts here is held in memory.
 */
export async function POST(request: NextRequest) {
  const decision = decideDisable(request.url, request.headers)
  if (decision.kind === 'refuse') return plainPage(decision.status, decision.message)
  ;(await draftMode()).disable()
  ;(await cookies()).delete(previewSessionCookieToClear(process.env.NODE_ENV === 'development'))
  // A relative Location keeps the browser on the host it used.
  return new Response(null, { status: 303, headers: { location: decision.location } })
}
