import type { PlanKey } from '../../../lib/validation/index.ts'
import { parseEnv, type Env } from '../_shared/env.ts'
import { connectDb, serviceClient, stripeClient } from '../_shared/runtime.ts'
import { supabaseAuth } from '../_shared/supabase.ts'
import type { CreatePaymentDeps } from './handler.ts'

/** The three plan products, or null (enrolment refused, shop unaffected) unless all are set. */
export function planProductsFromEnv(env: Env): Record<PlanKey, string> | null {
  const core = env.STRIPE_PRODUCT_CORE?.trim()
  const full = env.STRIPE_PRODUCT_FULL?.trim()
  const electives = env.STRIPE_PRODUCT_ELECTIVES?.trim()
  if (core && full && electives) return { core, full, electives }
  console.error('[create-payment] STRIPE_PRODUCT_CORE, STRIPE_PRODUCT_FULL and STRIPE_PRODUCT_ELECTIVES must all be set for enrolment')
  return null
}

export function depsFromEnv(env: Env): CreatePaymentDeps {
  const e = parseEnv(env, ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL', 'STRIPE_SECRET_KEY', 'STRIPE_API_BASE'])
  return {
    db: connectDb(e.SUPABASE_DB_URL),
    stripe: stripeClient(e.STRIPE_SECRET_KEY, e.STRIPE_API_BASE),
    auth: supabaseAuth(serviceClient(e.SUPABASE_URL, e.SUPABASE_SERVICE_ROLE_KEY)),
    siteUrl: e.SITE_URL,
    planProducts: planProductsFromEnv(env),
  }
}
