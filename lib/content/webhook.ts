import { createHmac, timingSafeEqual } from 'node:crypto'

import { routesForType } from './content-map'
import type { ContentSource } from './env'
import { REVALIDATE_MESSAGES, revalidatePayloadSchema, tagsToRevalidate } from './revalidate'

/**
 * The Sanity publish webhook, checked in the order that costs an attacker the most and the site the least:
 * the secret is configured → a signature header is present and fresh → the body fits the limit (read as a
 * stream and abandoned the moment it does not) → the HMAC matches → the body names a document → the pages
 * read the Content Lake (409 otherwise: a publish that cannot arrive must not look delivered). Sanity signs
 * `"<timestamp>.<body>"` with HMAC-SHA256 and sends `sanity-webhook-signature: t=<ms>,v1=<base64url>`.
 */

export const SIGNATURE_HEADER = 'sanity-webhook-signature'
/** A webhook body is the projection `{_id, _type}`: a few hundred bytes. Anything near this is not Sanity. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024
/** A signature older than this is a replay: Sanity delivers within seconds and retries with a new signature. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000
/** Clocks drift; a signature from further ahead than this was not made by Sanity's clock. */
export const SIGNATURE_MAX_SKEW_MS = 60 * 1000
/** How long to let the Content Lake settle after a publish before pages read it again. */
export const CONTENT_LAKE_SETTLE_MS = 3000

export interface WebhookDeps {
  secret: string | undefined
  /** Where this server's pages read content (`contentSource()`). */
  source: ContentSource
  expire: (tag: string) => void
  now?: () => number
  settleMs?: number
}

const json = (status: number, body: unknown) => Response.json(body, { status })

type Signature = { timestamp: number; digest: string }

function decodeSignature(header: string | null): Signature | null {
  const match = header?.trim().match(/^t=(\d{13})[, ]+v1=([A-Za-z0-9_-]{43})$/)
  return match?.[1] && match[2] ? { timestamp: Number(match[1]), digest: match[2] } : null
}

/** Whether the signature's time is within the replay window, against the server's clock. */
export function isFreshSignature(timestamp: number, now: number): boolean {
  return timestamp <= now + SIGNATURE_MAX_SKEW_MS && now - timestamp <= SIGNATURE_MAX_AGE_MS
}

function hasValidDigest(body: string, signature: Signature, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(`${signature.timestamp}.${body}`).digest()
  const given = Buffer.from(signature.digest, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

class BodyTooLarge extends Error {}

/** The request body as text, refusing (and cancelling the stream) as soon as it passes `limit` bytes. */
export async function readBodyWithin(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined)
    throw new BodyTooLarge()
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function handleRevalidate(request: Request, deps: WebhookDeps): Promise<Response> {
  const { secret, source, expire, now = Date.now, settleMs = CONTENT_LAKE_SETTLE_MS } = deps
  if (!secret) return json(503, { message: REVALIDATE_MESSAGES.notConfigured })

  const signature = decodeSignature(request.headers.get(SIGNATURE_HEADER))
  if (!signature || !isFreshSignature(signature.timestamp, now()))
    return json(401, { message: REVALIDATE_MESSAGES.badSignature })

  let body: string
  try {
    body = await readBodyWithin(request, WEBHOOK_BODY_LIMIT)
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { message: REVALIDATE_MESSAGES.tooLarge })
    throw error
  }
  if (!hasValidDigest(body, signature, secret)) return json(401, { message: REVALIDATE_MESSAGES.badSignature })

  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return json(400, { message: REVALIDATE_MESSAGES.badPayload })
  }
  const payload = revalidatePayloadSchema.safeParse(parsed)
  if (!payload.success) return json(400, { message: REVALIDATE_MESSAGES.badPayload })
  // Only a caller holding the secret learns this: Sanity, whose webhook log then shows staff the reason.
  if (source !== 'sanity') return json(409, { message: REVALIDATE_MESSAGES.readsFixtures })

  // The webhook can arrive before every Content Lake replica has the publish; expiring too early would
  // let the next visit cache the old document again.
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs))
  const tags = tagsToRevalidate(payload.data)
  for (const tag of tags) expire(tag)
  // The pages that show the type (lib/content/content-map.ts), so Sanity's webhook log tells staff where to look.
  return json(200, { revalidated: tags, routes: tags.length > 0 ? routesForType(payload.data._type) : [] })
}
