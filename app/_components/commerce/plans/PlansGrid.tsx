import { loadSiteSettings } from '@/lib/site/content'
import { joinPercents } from '@/supabase/functions/_shared/validation/percent'

import { EnrollButton } from './EnrollButton'
import { PlanCard, type Plan } from './PlanCard'

/** A plan as the card and the dialog show it: the staff's sibling note with each "15 %" kept on one line. */
const asShown = (plan: Plan): Plan => ({ ...plan, siblingNote: plan.siblingNote && joinPercents(plan.siblingNote) })

/** The plan cards side by side, each with a button that opens the enrolment dialog for its plan. */
export async function PlansGrid({ plans, actionLabel }: { plans: readonly Plan[]; actionLabel: string }) {
  // The school's address, where an enrolment goes by e-mail when the site takes no payments (a cached loader).
  const settings = await loadSiteSettings()
  return (
    <div className="grid gap-8 md:grid-cols-3 md:gap-6">
      {plans.map(asShown).map((plan) => (
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
                siblingNote: plan.siblingNote,
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
