import { z } from 'zod'

import type { Env } from '../_shared/env.ts'
import { HttpError } from '../_shared/http.ts'
import {
  DEFAULT_PLAN_PRICING,
  PLAN_PRICINGS,
  SIBLING_DISCOUNT_MAX,
  type PlanKey,
  type PlanPricing,
} from '../_shared/validation/index.ts'

/**
 * The CMS's pricing rule for a plan: per child or per family, and the sibling discount. null when the CMS
 * publishes no plan with that key. Throws an HttpError when the rule cannot be read (503).
 */
export type PlanPricingSource = (planKey: PlanKey) => Promise<PlanPricing | null>

export const PLAN_PRICING_NOT_CONFIGURED =
  'Online enrollment is not available yet: the plan prices cannot be read. Please contact us to enroll.'
export const PLAN_PRICING_UNAVAILABLE =
  'We could not check the plan prices right now. Please try again in a few minutes.'

/** The Content Lake API version the query is written for (a dated version, as the site uses). */
export const PLAN_PRICING_API_VERSION = '2025-10-01'

const PROJECT_ID = /^[a-z0-9-]{1,64}$/
const DATASET = /^[a-z0-9_-]{1,64}$/
const API_VERSION = /^\d{4}-\d{2}-\d{2}$/

export const PLAN_PRICING_QUERY = '*[_type == "plan" && key == $key][0]{pricing, siblingDiscountPercent}'

/** A plan whose pricing field is still empty is priced per child (the Studio's default); odd values are refused. */
const ruleAnswer = z.object({
  result: z
    .object({
      pricing: z.enum(PLAN_PRICINGS).nullish(),
      siblingDiscountPercent: z.number().int().min(0).max(SIBLING_DISCOUNT_MAX).nullish(),
    })
    .nullable(),
})

export interface SanityPlanPricingOptions {
  projectId: string
  dataset: string
  apiVersion?: string
  /** For a private dataset; a public one is read without a token. */
  token?: string
  /** Another API origin (a loopback stand-in in tests); by default the project's own api.sanity.io host. */
  apiBase?: string
  fetch?: typeof fetch
}

/**
 * Reads the rule from the Content Lake's HTTP query API: published documents only, never the CDN (a price
 * change must apply to the next enrolment), plain fetch so it runs in Deno and Node alike.
 */
export function sanityPlanPricing(options: SanityPlanPricingOptions): PlanPricingSource {
  const doFetch = options.fetch ?? fetch
  const version = options.apiVersion ?? PLAN_PRICING_API_VERSION
  const base = options.apiBase ?? `https://${options.projectId}.api.sanity.io`
  return async (planKey) => {
    const url = new URL(`/v${version}/data/query/${options.dataset}`, base)
    url.searchParams.set('query', PLAN_PRICING_QUERY)
    url.searchParams.set('$key', JSON.stringify(planKey))
    url.searchParams.set('perspective', 'published')
    let body: unknown
    try {
      const response = await doFetch(url, {
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      })
      if (!response.ok) throw new Error(`Content Lake answered ${response.status}`)
      body = await response.json()
    } catch (error) {
      console.error('[create-payment] plan pricing query failed', error)
      throw new HttpError(503, PLAN_PRICING_UNAVAILABLE)
    }
    const parsed = ruleAnswer.safeParse(body)
    if (!parsed.success) {
      console.error('[create-payment] plan pricing answer not understood', parsed.error.issues)
      throw new HttpError(503, PLAN_PRICING_UNAVAILABLE)
    }
    const rule = parsed.data.result
    if (!rule) return null
    const pricing = rule.pricing ?? DEFAULT_PLAN_PRICING
    return { pricing, siblingDiscountPercent: pricing === 'perChild' ? (rule.siblingDiscountPercent ?? 0) : 0 }
  }
}

/** Refuses every enrolment: the function has no CMS to read the rule from, and guessing one would charge wrongly. */
export const planPricingNotConfigured: PlanPricingSource = () =>
  Promise.reject(new HttpError(503, PLAN_PRICING_NOT_CONFIGURED))

/** SANITY_PROJECT_ID and SANITY_DATASET (and optionally SANITY_API_VERSION, SANITY_API_READ_TOKEN, SANITY_API_BASE). */
export function planPricingFromEnv(env: Env): PlanPricingSource {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  const dataset = env.SANITY_DATASET?.trim()
  const apiVersion = env.SANITY_API_VERSION?.trim() || undefined
  const apiBase = env.SANITY_API_BASE?.trim() || undefined
  const valid =
    projectId &&
    dataset &&
    PROJECT_ID.test(projectId) &&
    DATASET.test(dataset) &&
    (!apiVersion || API_VERSION.test(apiVersion)) &&
    (!apiBase || URL.canParse(apiBase))
  if (!valid) {
    console.error('[create-payment] SANITY_PROJECT_ID and SANITY_DATASET must be set (and valid) for enrolment')
    return planPricingNotConfigured
  }
  return sanityPlanPricing({
    projectId,
    dataset,
    apiVersion,
    apiBase,
    token: env.SANITY_API_READ_TOKEN?.trim() || undefined,
  })
}
