import { EnrollButton } from './EnrollButton'
import { PlanCard, type Plan } from './PlanCard'

/** The plan cards side by side, each with a button that opens the enrolment dialog for its plan. */
export function PlansGrid({ plans, actionLabel }: { plans: readonly Plan[]; actionLabel: string }) {
  return (
    <div className="grid gap-8 md:grid-cols-3 md:gap-6">
      {plans.map((plan) => (
        <PlanCard
          key={plan._id}
          plan={plan}
          action={
            <EnrollButton
              plan={{ key: plan.key, name: plan.name, monthlyPrice: plan.monthlyPrice }}
              label={actionLabel}
              popular={plan.popular === true}
            />
          }
        />
      ))}
    </div>
  )
}
