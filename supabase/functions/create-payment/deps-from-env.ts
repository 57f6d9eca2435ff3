import { checkoutDepsFromEnv } from '../_shared/checkout-deps.ts'
import type { Env } from '../_shared/env.ts'
import type { PlanKey } from '../_shared/validation/index.ts'
import type { CreatePaymentDeps } from './handler.ts'
import { planPricingFromEnv } from './plan-pricing.ts'

/** The three plan products, or null (enrolment refused, shop unaffected) unless all are set. */
export function planProductsFromEnv(env: Env): Record<PlanKey, string> | null {
  const core = env.STRIPE_PRODUCT_CORE?.trim()
  const full = env.STRIPE_PRODUCT_FULL?.trim()
  const electives = env.STRIPE_PRODUCT_ELECTIVES?.trim()
  if (core && full && electives) return { core, full, electives }
  console.error(
    '[create-payment] STRIPE_PRODUCT_CORE, STRIPE_PRODUCT_FULL and STRIPE_PRODUCT_ELECTIVES must all be set for enrolment',
  )
  return null
}

export function depsFromEnv(env: Env): CreatePaymentDeps {
  return { ...checkoutDepsFromEnv(env), planProducts: planProductsFromEnv(env), planPricing: planPricingFromEnv(env) }
}
