import type { ReactNode } from 'react'

import { CheckIcon } from '@/app/_components/ui/Icons'
import { formatMonthlyPrice } from '@/lib/commerce/format'
import { editTargets } from '@/lib/content/edit-target'
import type { PLANS_QUERY_RESULT } from '@/lib/content/sanity.types'
import { pricingUnitLabel } from '@/lib/validation/rules'

export type Plan = PLANS_QUERY_RESULT[number]

/**
 * A pricing card (docs/behaviour.md#plans): title, price as "$350/month" (the spec's form) with "per child" or "per family" beside it, the
 * sibling note and the class size when staff set them, description, feature lines, "Most Popular" badge. `action` is the card's button (Enroll Now on the home page, Select on /programs).
 * In draft mode a click on the card opens the plan in the Studio.
 */
export async function PlanCard({ plan, action }: { plan: Plan; action: ReactNode }) {
  const edit = await editTargets()
  const popular = plan.popular === true
  return (
    <article
      aria-labelledby={`plan-${plan.key}`}
      data-testid="plan-card"
      {...edit({ id: plan._id, type: 'plan', path: 'name' })}
      className={`relative flex flex-col rounded-3xl bg-white p-7 shadow-lg ${
        popular ? 'border-4 border-clay lg:-translate-y-3' : 'border-2 border-sand-dark'
      }`}
    >
      {popular && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-clay px-4 py-1 text-sm font-bold whitespace-nowrap text-white">
          Most Popular
        </p>
      )}
      <h3 id={`plan-${plan.key}`} className="font-display text-2xl font-semibold text-ink">
        {plan.name}
      </h3>
      {plan.scheduleSummary && <p className="mt-1 text-sm font-semibold text-forest">{plan.scheduleSummary}</p>}
      <p className="mt-4">
        <span className="text-4xl font-bold text-clay-dark">{formatMonthlyPrice(plan.monthlyPrice)}</span>{' '}
        <span className="font-semibold whitespace-nowrap text-ink">{pricingUnitLabel(plan.pricing)}</span>
      </p>
      {(plan.siblingNote || plan.maxClassSize) && (
        <ul className="mt-2 space-y-1 text-sm font-semibold text-forest">
          {plan.siblingNote && <li>{plan.siblingNote}</li>}
          {plan.maxClassSize && <li>Classes of at most {plan.maxClassSize}</li>}
        </ul>
      )}
      <p className="mt-4 text-muted">{plan.description}</p>
      <ul className="mt-5 flex-1 space-y-2" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-7">{action}</div>
    </article>
  )
}
