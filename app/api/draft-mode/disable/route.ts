import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { safeReturnPath } from '@/lib/validation/return-path'

/**
 * Leaves draft mode and returns to the page the visitor was on: the form's `redirect` field when it has one,
 * else the page that sent the form (Referer), kept only when it is a page of this site. A POST from the preview
 * banner's form, so it works without JavaScript; 303 makes the browser load that page with GET.
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null)
  const field = form?.get('redirect')
  const back = typeof field === 'string' ? field : request.headers.get('referer')
  // The origin the browser used (the Host it sent), which is what its Referer carries.
  const host = request.headers.get('host')
  const origin = host ? `${new URL(request.url).protocol}//${host}` : new URL(request.url).origin
  ;(await draftMode()).disable()
  // A relative Location keeps the browser on the host it used.
  return new Response(null, { status: 303, headers: { location: safeReturnPath(back, origin) } })
}
