import type Stripe from 'stripe'

import { systemClock, type AuthVerifier, type Clock, type Db } from './deps.ts'
import { parseEnv, type Env } from './env.ts'
import { connectDb, serviceClient, stripeClient } from './runtime.ts'
import { supabaseAuth } from './supabase.ts'

export interface CheckoutDeps {
  db: Db
  stripe: Stripe
  auth: AuthVerifier
  siteUrl: string
  /** When the session's open hour starts (CHECKOUT_OPEN_SECONDS). */
  clock: Clock
}

/** What every function that opens a Checkout Session needs, from the deployed function's environment. */
export function checkoutDepsFromEnv(env: Env): CheckoutDeps {
  const e = parseEnv(env, [
    'SITE_URL',
    'SUPABASE_URL',
    'SUPABASE_SERVICE_ROLE_KEY',
    'SUPABASE_DB_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_API_BASE',
  ])
  return {
    db: connectDb(e.SUPABASE_DB_URL),
    stripe: stripeClient(e.STRIPE_SECRET_KEY, e.STRIPE_API_BASE),
    auth: supabaseAuth(serviceClient(e.SUPABASE_URL, e.SUPABASE_SERVICE_ROLE_KEY)),
    siteUrl: e.SITE_URL,
    clock: systemClock,
  }
}
