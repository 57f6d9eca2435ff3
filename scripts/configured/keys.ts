/**
 * The project's two API keys. jose signs asynchronously, so they are awaited here once, at module load
 * (top-level await): importers, the Playwright config among them, read them as plain constants.
 */
import { JWT_ISSUER, signJwt } from './jwt'

// Fixed issue and expiry times: the anon key is baked into the configured site build, so it must not change
// from one run to the next (HS256 over the same claims gives the same token).
const KEY_ISSUED_AT = 1_767_225_600 // 2026-01-01T00:00:00Z
const KEY_EXPIRES_AT = 2_524_608_000 // 2050-01-01T00:00:00Z

/** The public anon key (NEXT_PUBLIC_SUPABASE_ANON_KEY of the configured build). */
export const ANON_KEY = await signJwt({ iss: JWT_ISSUER, role: 'anon', iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT })
/** The service-role key the Edge Functions use for Auth look-ups and Storage. */
export const SERVICE_ROLE_KEY = await signJwt({
  iss: JWT_ISSUER,
  role: 'service_role',
  iat: KEY_ISSUED_AT,
  exp: KEY_EXPIRES_AT,
})
