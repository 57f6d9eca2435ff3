import { parseEnv, type Env } from '../_shared/env.ts'
import { connectDb, serviceClient, stripeClient } from '../_shared/runtime.ts'
import { supabaseAuth } from '../_shared/supabase.ts'
import type { CreateDonationDeps } from './handler.ts'

export function depsFromEnv(env: Env): CreateDonationDeps {
  const e = parseEnv(env, ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL', 'STRIPE_SECRET_KEY', 'STRIPE_API_BASE'])
  return {
    db: connectDb(e.SUPABASE_DB_URL),
    stripe: stripeClient(e.STRIPE_SECRET_KEY, e.STRIPE_API_BASE),
    auth: supabaseAuth(serviceClient(e.SUPABASE_URL, e.SUPABASE_SERVICE_ROLE_KEY)),
    siteUrl: e.SITE_URL,
  }
}
