import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'

import { contentSource, readContentEnv } from '@/lib/content/env'
import { handleRevalidate } from '@/lib/content/webhook'

/**
 * The Sanity publish webhook (README, "Publishing reaches the site at once"): a signed POST with the
 * changed document's `_id` and `_type` expires the pages that type feeds, so the next visit renders the
 * published content. What it checks, and in which order, is in lib/content/webhook.ts.
 */
export async function POST(request: NextRequest) {
  return handleRevalidate(request, {
    secret: readContentEnv().revalidateSecret,
    source: contentSource(),
    expire: (tag) => revalidateTag(tag, { expire: 0 }),
  })
}
