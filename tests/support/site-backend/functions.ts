/**
 * /functions/v1/<name>: the REAL Edge Function handlers, built from their dependencies as
 * tests/functions/harness.ts builds them: postgres.js on the shared PGlite, the Stripe stand-in, and a
 * service-role supabase-js client of the stand-in's own origin for Auth (GET /auth/v1/user) and Storage.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type postgres from 'postgres'

import { systemClock } from '../../../supabase/functions/_shared/deps'
import { supabaseAuth, supabaseStorage } from '../../../supabase/functions/_shared/supabase'
import { createHandler as createDonation } from '../../../supabase/functions/create-donation/handler'
import { createHandler as createPayment } from '../../../supabase/functions/create-payment/handler'
import type { PlanPricingSource } from '../../../supabase/functions/create-payment/plan-pricing'
import { createHandler as generateDownloadLink } from '../../../supabase/functions/generate-download-link/handler'
import { createHandler as sendCareerApplication } from '../../../supabase/functions/send-career-application/handler'
import { createHandler as stripeWebhook } from '../../../supabase/functions/stripe-webhook/handler'
import { WEBHOOK_SECRET, type StripeStandIn } from '../stripe-stand-in'
import { json, type Handler } from './http'
import { fixturePlanPricing } from './plan-pricing'

/** The plan products the Stripe stand-in sells, at the CMS fixture's prices ($350 / $500 / $150). */
export const PLAN_PRODUCTS = {
  core: 'prod_core_standin',
  full: 'prod_full_standin',
  electives: 'prod_electives_standin',
} as const
export const PLAN_PRICES_CENTS = { core: 35000, full: 50000, electives: 15000 } as const

export const FUNCTION_NAMES = [
  'create-donation',
  'create-payment',
  'stripe-webhook',
  'generate-download-link',
  'send-career-application',
] as const
export type FunctionName = (typeof FUNCTION_NAMES)[number]

export interface FunctionsOptions {
  sql: postgres.Sql
  stripe: StripeStandIn
  /** A service-role client of the Supabase stand-in (Auth and Storage for the functions). */
  supabase: SupabaseClient
  /** The site's origin: CORS, success and cancel URLs. */
  siteUrl: string
  /** The plans' pricing rule; by default the bundled fixtures' plans, read as from the Content Lake. */
  planPricing?: PlanPricingSource
}

/** The fixtures' pricing rule, loaded on the first enrolment. */
function lazyFixturePlanPricing(): PlanPricingSource {
  let source: Promise<PlanPricingSource> | null = null
  return async (planKey) => (await (source ??= fixturePlanPricing()))(planKey)
}

export function addPlanProducts(stripe: StripeStandIn): void {
  for (const key of Object.keys(PLAN_PRODUCTS) as (keyof typeof PLAN_PRODUCTS)[]) {
    stripe.setProduct({
      id: PLAN_PRODUCTS[key],
      name: `${key} plan`,
      defaultPrice: { id: `price_${key}_standin`, unitAmount: PLAN_PRICES_CENTS[key] },
    })
  }
}

export function createFunctions(options: FunctionsOptions): {
  handlers: Record<FunctionName, Handler>
  handle(req: Request, name: string): Promise<Response>
} {
  const { sql, siteUrl } = options
  const auth = supabaseAuth(options.supabase)
  const storage = supabaseStorage(options.supabase)
  const stripe = options.stripe.client()
  const handlers: Record<FunctionName, Handler> = {
    'create-donation': createDonation({ db: sql, stripe, auth, siteUrl, clock: systemClock }),
    'create-payment': createPayment({
      db: sql,
      stripe,
      auth,
      siteUrl,
      clock: systemClock,
      planProducts: PLAN_PRODUCTS,
      planPricing: options.planPricing ?? lazyFixturePlanPricing(),
    }),
    'stripe-webhook': stripeWebhook({ db: sql, stripe, webhookSecret: WEBHOOK_SECRET }),
    'generate-download-link': generateDownloadLink({ db: sql, auth, storage, siteUrl, linkTtlSeconds: 300 }),
    'send-career-application': sendCareerApplication({
      db: sql,
      storage,
      clock: systemClock,
      siteUrl,
      applicationsPerHour: 3,
    }),
  }
  return {
    handlers,
    async handle(req, name) {
      const handler = (FUNCTION_NAMES as readonly string[]).includes(name) ? handlers[name as FunctionName] : undefined
      if (!handler) return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404)
      return handler(req)
    },
  }
}
