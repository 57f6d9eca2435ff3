/**
 * HS256 JSON Web Tokens as Supabase issues them (a shared secret signs the anon key, the service-role key and
 * every session's access token), signed and checked with jose for the tests' Supabase stand-in (site-backend).
 * Test-only keys: the secret lives in this file and signs nothing real. It sits here, not beside the stand-in,
 * because the configured build (scripts/build-configured.ts) bakes in an anon key signed with it.
 */
import { errors, jwtVerify, SignJWT } from 'jose'
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

const keyOf = (secret: string) => new TextEncoder().encode(secret)

/** The claims go into the token as given, in their order: the same claims always make the same token. */
export function signJwt(claims: Claims, secret = JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret))
}

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

/** Checks the signature, the algorithm (HS256 only) and `exp`, then the claims this stand-in reads. */
export async function verifyJwt(token: string, secret = JWT_SECRET): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] })
    const claims = claimsSchema.safeParse(payload)
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'malformed' }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' }
    // Not three parts, not JSON, another algorithm, a claim of the wrong type: all unreadable to Supabase too.
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'malformed' }
    throw error
  }
}
