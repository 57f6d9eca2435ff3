import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { decideEnable } from '@/lib/content/draft-mode'
import { readContentEnv } from '@/lib/content/env'
import { previewClient } from '@/lib/content/fetch'
import { plainPage } from '@/lib/content/plain-page'

/** Turns draft mode on (who may is decided in lib/content/draft-mode.ts), then opens the page to preview. */
export async function GET(request: NextRequest) {
  const decision = decideEnable(new URL(request.url), readContentEnv(), process.env.NODE_ENV === 'development')
  if (decision.kind === 'refuse') return plainPage(decision.status, decision.message)
  if (decision.kind === 'connected') return defineEnableDraftMode({ client: previewClient() }).GET(request)
  ;(await draftMode()).enable()
  redirect(decision.redirectTo)
}
