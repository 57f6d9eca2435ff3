/**
 * HS256 JSON Web Tokens as Supabase issues them (a shared secret signs the anon key, the service-role key and
 * every session's access token). Test-only keys: the secret lives in this file and signs nothing real.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

export const JWT_SECRET = 'sankofa-stand-in-jwt-secret-for-tests-only-0001'
export const JWT_ISSUER = 'supabase-stand-in'

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const
export type ApiRole = (typeof API_ROLES)[number]

/** The claims this stand-in reads; others (amr, aal, user_metadata…) pass through untouched. */
export const claimsSchema = z.looseObject({
  role: z.enum(API_ROLES),
  exp: z.number().int(),
  iat: z.number().int().optional(),
  iss: z.string().optional(),
  sub: z.string().optional(),
  email: z.string().optional(),
  aud: z.string().optional(),
  session_id: z.string().optional(),
})
export type Claims = z.infer<typeof claimsSchema>

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest()
}

export function signJwt(claims: Claims, secret = JWT_SECRET): string {
  const input = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`
  return `${input}.${base64url(signature(input, secret))}`
}

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

/** Checks the signature, the algorithm and `exp` (seconds since the epoch) against nowSeconds. */
export function verifyJwt(token: string, nowSeconds = Math.floor(Date.now() / 1000), secret = JWT_SECRET): Verified {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [header, payload, sig] = parts as [string, string, string]
  let parsedHeader: unknown
  let parsedPayload: unknown
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    parsedPayload = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (!z.object({ alg: z.literal('HS256') }).safeParse(parsedHeader).success) return { ok: false, reason: 'malformed' }
  const expected = signature(`${header}.${payload}`, secret)
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  const claims = claimsSchema.safeParse(parsedPayload)
  if (!claims.success) return { ok: false, reason: 'malformed' }
  if (claims.data.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, claims: claims.data }
}

// Fixed issue and expiry times: the anon key is baked into the configured site build, so it must not change
// from one run to the next.
const KEY_ISSUED_AT = 1_767_225_600 // 2026-01-01T00:00:00Z
const KEY_EXPIRES_AT = 2_524_608_000 // 2050-01-01T00:00:00Z

/** The public anon key (NEXT_PUBLIC_SUPABASE_ANON_KEY of the configured build). */
export const ANON_KEY = signJwt({ iss: JWT_ISSUER, role: 'anon', iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT })
/** The service-role key the Edge Functions use for Auth look-ups and Storage. */
export const SERVICE_ROLE_KEY = signJwt({ iss: JWT_ISSUER, role: 'service_role', iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT })
