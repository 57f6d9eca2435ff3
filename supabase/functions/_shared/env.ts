import { z } from 'zod'

/** Thrown when a function's environment is incomplete; the message names what is missing. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

export type Env = Record<string, string | undefined>

const nonEmpty = (name: string) => z.string({ error: `${name} is not set` }).trim().min(1, { error: `${name} is not set` })

export const ENV = {
  /** The site's public origin: CORS and the Checkout success/cancel URLs. */
  SITE_URL: z.url({ error: 'SITE_URL must be the site URL, e.g. https://academy.example' }).default('http://localhost:3000'),
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
} as const

type EnvKey = keyof typeof ENV

/** Parses the named variables; every problem is listed in one ConfigError. Empty strings count as unset. */
export function parseEnv<K extends EnvKey>(env: Env, keys: readonly K[]): { [P in K]: z.output<(typeof ENV)[P]> } {
  const shape = Object.fromEntries(keys.map((key) => [key, ENV[key]])) as { [P in K]: (typeof ENV)[P] }
  const input = Object.fromEntries(keys.map((key) => [key, env[key] === '' ? undefined : env[key]]))
  const result = z.object(shape).safeParse(input)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)
    throw new ConfigError(`Function is not configured: ${problems.join('; ')}`)
  }
  return result.data as { [P in K]: z.output<(typeof ENV)[P]> }
}
