import { createHmac, timingSafeEqual } from 'node:crypto'

import { logEvent, type LogEvent } from '../log'
import type { ContentSource } from './env'
import { REVALIDATE_MESSAGES, revalidatePayloadSchema, tagsToRevalidate, type RevalidatePayload } from './revalidate'

/**
 * The Sanity publish webhook, checked in the order that costs an attacker the most and the site the least:
 * the secret is configured → a signature header is present and fresh → the body fits the limit (read as a
 * stream and abandoned the moment it does not) → the HMAC matches → the body names a document → the pages
 * read the Content Lake (409 otherwise: a publish that cannot arrive must not look delivered). Sanity signs
 * `"<timestamp>.<body>"` with HMAC-SHA256 and sends `sanity-webhook-signature: t=<ms>,v1=<base64url>`.
 *
 * Every request writes one log line: `publish` (type, id, tags expired, ms) or `webhook-refused` (status and a
 * reason word). Never the body, the signature or the secret.
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
  /** The pages that show a document type (`routesForType` of lib/content-map.ts), for the answer staff read. */
  routesFor: (type: string) => readonly string[]
  now?: () => number
  settleMs?: number
  /** Where the request's log line goes (lib/log.ts by default). */
  log?: LogEvent
}

/** Why a webhook was refused, as its log line says it. */
export type WebhookRefusal =
  | 'not-configured'
  | 'no-signature'
  | 'bad-signature'
  | 'stale-signature'
  | 'too-large'
  | 'bad-payload'
  | 'reads-fixtures'

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
  const { secret, source, expire, now = Date.now, settleMs = CONTENT_LAKE_SETTLE_MS, log = logEvent } = deps
  const started = performance.now()
  const refuse = (status: number, reason: WebhookRefusal, message: string, document?: RevalidatePayload) => {
    log('warn', 'webhook-refused', { status, reason, ...(document ? { type: document._type, id: document._id } : {}) })
    return json(status, { message })
  }
  if (!secret) return refuse(503, 'not-configured', REVALIDATE_MESSAGES.notConfigured)

  const header = request.headers.get(SIGNATURE_HEADER)
  if (header === null) return refuse(401, 'no-signature', REVALIDATE_MESSAGES.badSignature)
  const signature = decodeSignature(header)
  if (!signature) return refuse(401, 'bad-signature', REVALIDATE_MESSAGES.badSignature)
  if (!isFreshSignature(signature.timestamp, now()))
    return refuse(401, 'stale-signature', REVALIDATE_MESSAGES.badSignature)

  let body: string
  try {
    body = await readBodyWithin(request, WEBHOOK_BODY_LIMIT)
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, 'too-large', REVALIDATE_MESSAGES.tooLarge)
    throw error
  }
  if (!hasValidDigest(body, signature, secret)) return refuse(401, 'bad-signature', REVALIDATE_MESSAGES.badSignature)

  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return refuse(400, 'bad-payload', REVALIDATE_MESSAGES.badPayload)
  }
  const payload = revalidatePayloadSchema.safeParse(parsed)
  if (!payload.success) return refuse(400, 'bad-payload', REVALIDATE_MESSAGES.badPayload)
  // Only a caller holding the secret learns this: Sanity, whose webhook log then shows staff the reason.
  if (source !== 'sanity') return refuse(409, 'reads-fixtures', REVALIDATE_MESSAGES.readsFixtures, payload.data)

  // The webhook can arrive before every Content Lake replica has the publish; expiring too early would
  // let the next visit cache the old document again.
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs))
  const tags = tagsToRevalidate(payload.data)
  for (const tag of tags) expire(tag)
  log('info', 'publish', {
    type: payload.data._type,
    id: payload.data._id,
    tags,
    ms: Math.round(performance.now() - started),
  })
  // The pages that show the type (the content map), so Sanity's webhook log tells staff where to look.
  return json(200, { revalidated: tags, routes: tags.length > 0 ? deps.routesFor(payload.data._type) : [] })
}
