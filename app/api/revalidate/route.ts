import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'

import { routesForType } from '@/lib/content-map'
import { contentSource, readContentEnv } from '@/lib/content/env'
import { handleRevalidate } from '@/lib/content/webhook'
import { logEvent } from '@/lib/log'

/**
 * The Sanity publish webhook (docs/staff-guide.md, "Publishing reaches the site at once"): a signed POST with the
 * changed document's `_id` and `_type` expires the pages that type feeds, so the next visit renders the
 * published content. What it checks, and in which order, is in lib/content/webhook.ts, which also writes the
 * `publish` and `webhook-refused` log lines.
 */
export async function POST(request: NextRequest) {
  try {
    return await handleRevalidate(request, {
      secret: readContentEnv().revalidateSecret,
      source: contentSource(),
      expire: (tag) => revalidateTag(tag, { expire: 0 }),
      routesFor: routesForType,
    })
  } catch (error) {
    // Next still logs the error itself (with its stack) and answers 500; this line is the one a dashboard filters.
    logEvent('error', 'webhook-failed', { status: 500, error: error instanceof Error ? error.name : typeof error })
    throw error
  }
}
