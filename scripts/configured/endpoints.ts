/**
 * Where the configured-mode e2e run finds things: the Supabase stand-in (the tests' site-backend, baked into the
 * configured build as NEXT_PUBLIC_SUPABASE_URL, so build and test must agree on SITE_BACKEND_PORT) and the
 * `next start` of that build. One place for the Playwright config, the build script and the specs; it sits with
 * the build script (scripts/build-configured.ts) because a script never imports from tests/.
 */
import { ANON_KEY } from './keys'

export { ANON_KEY, SERVICE_ROLE_KEY } from './keys'

export const DEFAULT_STAND_IN_PORT = 54400
export const STAND_IN_PORT = Number(process.env.SITE_BACKEND_PORT ?? DEFAULT_STAND_IN_PORT)
export const STAND_IN_URL = `http://127.0.0.1:${STAND_IN_PORT}`

/** The configured build's folder (NEXT_DIST_DIR), next to the plain `.next`. */
export const CONFIGURED_DIST_DIR = '.next-configured'
/** The configured site: E2E_PORT + 2 (the plain site and the Studio use E2E_PORT and E2E_PORT + 1). */
export const CONFIGURED_SITE_PORT = Number(process.env.E2E_PORT ?? 3100) + 2
export const CONFIGURED_SITE_URL = `http://127.0.0.1:${CONFIGURED_SITE_PORT}`

/** The environment `next build` / `next start` of the configured site get. */
export const CONFIGURED_BUILD_ENV = {
  NEXT_DIST_DIR: CONFIGURED_DIST_DIR,
  NEXT_PUBLIC_SUPABASE_URL: STAND_IN_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: ANON_KEY,
} as const

/** Test hooks on the stand-in (never part of Supabase's API). */
export const HOOKS = {
  health: `${STAND_IN_URL}/__stand-in/health`,
  /** GET: the Checkout Sessions the Stripe stand-in created, with the order each belongs to. */
  stripeSessions: `${STAND_IN_URL}/__stand-in/stripe/sessions`,
  /** POST {sessionId, type?}: a signed Checkout Session event, delivered to the real stripe-webhook. */
  stripeComplete: `${STAND_IN_URL}/__stand-in/stripe/complete`,
  /** GET ?email=: the career applications sent with that address, each with the résumé Storage holds for it. */
  careerApplications: `${STAND_IN_URL}/__stand-in/career-applications`,
} as const
