import { parseEnv, type Env } from '../_shared/env.ts'
import { connectDb, stripeClient } from '../_shared/runtime.ts'
import type { StripeWebhookDeps } from './handler.ts'

export function depsFromEnv(env: Env): StripeWebhookDeps {
  const e = parseEnv(env, ['SUPABASE_DB_URL', 'STRIPE_SECRET_KEY', 'STRIPE_API_BASE', 'STRIPE_WEBHOOK_SECRET'])
  return {
    db: connectDb(e.SUPABASE_DB_URL),
    stripe: stripeClient(e.STRIPE_SECRET_KEY, e.STRIPE_API_BASE),
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
  }
}
