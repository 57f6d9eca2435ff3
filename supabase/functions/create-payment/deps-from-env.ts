import { parseEnv, type Env } from '../_shared/env'
import { connectDb, serviceClient, stripeClient } from '../_shared/runtime'
import { supabaseAuth } from '../_shared/supabase'
import type { CreatePaymentDeps } from './handler'

export function depsFromEnv(env: Env): CreatePaymentDeps {
  const e = parseEnv(env, [
    'SITE_URL',
    'SUPABASE_URL',
    'SUPABASE_SERVICE_ROLE_KEY',
    'SUPABASE_DB_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_PRODUCT_CORE',
    'STRIPE_PRODUCT_FULL',
    'STRIPE_PRODUCT_ELECTIVES',
  ])
  return {
    db: connectDb(e.SUPABASE_DB_URL),
    stripe: stripeClient(e.STRIPE_SECRET_KEY),
    auth: supabaseAuth(serviceClient(e.SUPABASE_URL, e.SUPABASE_SERVICE_ROLE_KEY)),
    siteUrl: e.SITE_URL,
    planProducts: { core: e.STRIPE_PRODUCT_CORE, full: e.STRIPE_PRODUCT_FULL, electives: e.STRIPE_PRODUCT_ELECTIVES },
  }
}
