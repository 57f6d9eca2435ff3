import { z } from 'zod'

import { DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR } from './resume-storage.ts'

/**
 * Thrown when a function's environment is incomplete; the message (for the log) names what is missing.
 * publicMessage, when set, is what callers are told instead of the generic "not configured" answer.
 */
export class ConfigError extends Error {
  readonly publicMessage: string | null
  constructor(message: string, publicMessage: string | null = null) {
    super(message)
    this.name = 'ConfigError'
    this.publicMessage = publicMessage
  }
}

/** Set by `npm run functions:dev` (and settable in supabase/functions/.env for `supabase functions serve`). */
export const LOCAL_DEV_FLAG = 'FUNCTIONS_LOCAL_DEV'
/** The site's origin in local development only; a deployed function must be told SITE_URL. */
export const LOCAL_SITE_URL = 'http://localhost:3000'
/** What a deployed function without SITE_URL answers (503): CORS and the Checkout return URLs depend on it. */
export const SITE_URL_MISSING = 'This service is not configured: SITE_URL (the address of the site) is not set.'

/** True when the environment says it is local development (FUNCTIONS_LOCAL_DEV=1 or true). */
export function isLocalDev(env: Env): boolean {
  const flag = env[LOCAL_DEV_FLAG]?.trim().toLowerCase()
  return flag === '1' || flag === 'true'
}

export type Env = Record<string, string | undefined>

const nonEmpty = (name: string) =>
  z
    .string({ error: `${name} is not set` })
    .trim()
    .min(1, { error: `${name} is not set` })

export const ENV = {
  /**
   * The site's public origin: CORS and the Checkout success/cancel URLs. Required; only local development
   * (FUNCTIONS_LOCAL_DEV=1) falls back to http://localhost:3000, see parseEnv.
   */
  SITE_URL: z.url({
    error: (issue) =>
      issue.input === undefined ? 'SITE_URL is not set' : 'SITE_URL must be the site URL, e.g. https://academy.example',
  }),
  /** Provided by Supabase to every function. */
  SUPABASE_URL: z.url({ error: 'SUPABASE_URL is not set' }),
  SUPABASE_SERVICE_ROLE_KEY: nonEmpty('SUPABASE_SERVICE_ROLE_KEY'),
  SUPABASE_DB_URL: nonEmpty('SUPABASE_DB_URL'),
  STRIPE_SECRET_KEY: nonEmpty('STRIPE_SECRET_KEY'),
  STRIPE_WEBHOOK_SECRET: nonEmpty('STRIPE_WEBHOOK_SECRET'),
  STRIPE_PRODUCT_CORE: nonEmpty('STRIPE_PRODUCT_CORE'),
  STRIPE_PRODUCT_FULL: nonEmpty('STRIPE_PRODUCT_FULL'),
  STRIPE_PRODUCT_ELECTIVES: nonEmpty('STRIPE_PRODUCT_ELECTIVES'),
  /** Optional: a local Stripe API (stripe-mock or a test stand-in) instead of api.stripe.com. */
  STRIPE_API_BASE: z.url({ error: 'STRIPE_API_BASE must be a URL' }).optional(),
  DOWNLOAD_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  CAREER_APPLICATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
  CAREER_APPLICATIONS_PER_CLIENT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR),
} as const

type EnvKey = keyof typeof ENV

/** Parses the named variables; every problem is listed in one ConfigError. Empty strings count as unset. */
export function parseEnv<K extends EnvKey>(env: Env, keys: readonly K[]): { [P in K]: z.output<(typeof ENV)[P]> } {
  const shape = Object.fromEntries(keys.map((key) => [key, ENV[key]])) as { [P in K]: (typeof ENV)[P] }
  const input: Record<string, string | undefined> = Object.fromEntries(
    keys.map((key) => [key, env[key]?.trim() ? env[key] : undefined]),
  )
  const siteUrlMissing = keys.includes('SITE_URL' as K) && input.SITE_URL === undefined
  if (siteUrlMissing && isLocalDev(env)) input.SITE_URL = LOCAL_SITE_URL
  const result = z.object(shape).safeParse(input)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)
    const publicMessage = siteUrlMissing && input.SITE_URL === undefined ? SITE_URL_MISSING : null
    throw new ConfigError(`Function is not configured: ${problems.join('; ')}`, publicMessage)
  }
  return result.data as { [P in K]: z.output<(typeof ENV)[P]> }
}
