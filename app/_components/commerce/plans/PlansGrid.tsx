import { loadSiteSettings } from '@/lib/site/content'
import { joinPercents } from '@/supabase/functions/_shared/validation/percent'

import { EnrollButton } from './EnrollButton'
import { PlanCard, type Plan } from './PlanCard'

/** The plan cards side by side, each with a button that opens the enrolment dialog for its plan. */
export async function PlansGrid({ plans, actionLabel }: { plans: readonly Plan[]; actionLabel: string }) {
  // The school's address, where an enrolment goes by e-mail when the site takes no payments (a cached loader).
  const settings = await loadSiteSettings()
  return (
    <div className="grid gap-8 md:grid-cols-3 md:gap-6">
      {plans.map((plan) => (
        <PlanCard
          key={plan._id}
          plan={plan}
          action={
            <EnrollButton
              plan={{
                key: plan.key,
                name: plan.name,
                monthlyPrice: plan.monthlyPrice,
                pricing: plan.pricing,
                siblingDiscountPercent: plan.siblingDiscountPercent ?? 0,
                siblingNote: plan.siblingNote && joinPercents(plan.siblingNote),
              }}
              label={actionLabel}
              popular={plan.popular === true}
              contactEmail={settings.contact.email}
            />
          }
        />
      ))}
    </div>
  )
}
