/**
 * create-payment's plan pricing rule, read the way the deployed function reads it (the Content Lake's HTTP query
 * API, through the real `sanityPlanPricing`), answered in-process by the Content Lake stand-in's GROQ over the
 * bundled fixtures: the same plans the site shows in local and configured builds.
 */
import { sanityPlanPricing, type PlanPricingSource } from '../../../supabase/functions/create-payment/plan-pricing'
import { answerQuery, loadFixtureContent, type SanityDocument } from '../content-lake'

export const FIXTURE_LAKE_ORIGIN = 'http://content-lake.invalid'

/** A fetch that answers Content Lake queries from these documents (published perspective and all). */
export function lakeFetch(documents: SanityDocument[]): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const answer = await answerQuery({ method: 'GET', url, headers: {} }, documents)
    return Response.json(answer.body, { status: answer.status })
  }
}

export async function fixturePlanPricing(): Promise<PlanPricingSource> {
  const { documents } = await loadFixtureContent('stand-in', 'production')
  return sanityPlanPricing({
    projectId: 'stand-in',
    dataset: 'production',
    apiBase: FIXTURE_LAKE_ORIGIN,
    fetch: lakeFetch(documents),
  })
}
