import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { parseBody, type ParsedBody } from 'next-sanity/webhook'

import { readContentEnv } from '@/lib/content/env'
import { REVALIDATE_MESSAGES, revalidatePayloadSchema, tagsToRevalidate } from '@/lib/content/revalidate'

/**
 * The Sanity publish webhook (README, "Publishing reaches the site at once"): a signed POST with the
 * changed document's `_id` and `_type` expires the pages that type feeds, so the next visit renders
 * the published content. parseBody checks the signature, then waits for the Content Lake to be
 * consistent before the pages are expired.
 */
export async function POST(request: NextRequest) {
  const { revalidateSecret } = readContentEnv()
  if (!revalidateSecret) return NextResponse.json({ message: REVALIDATE_MESSAGES.notConfigured }, { status: 503 })

  let parsed: ParsedBody<unknown>
  try {
    parsed = await parseBody<unknown>(request, revalidateSecret)
  } catch {
    return NextResponse.json({ message: REVALIDATE_MESSAGES.badPayload }, { status: 400 })
  }
  if (parsed.isValidSignature !== true) return NextResponse.json({ message: REVALIDATE_MESSAGES.badSignature }, { status: 401 })

  const payload = revalidatePayloadSchema.safeParse(parsed.body)
  if (!payload.success) return NextResponse.json({ message: REVALIDATE_MESSAGES.badPayload }, { status: 400 })

  const tags = tagsToRevalidate(payload.data)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return NextResponse.json({ revalidated: tags })
}
