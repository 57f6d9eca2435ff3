import { EnrollButton } from '@/app/_components/plans/EnrollButton'
import { PlanCard, type Plan } from '@/app/_components/plans/PlanCard'
import type { HomePage } from './types'

type Props = { section: HomePage['plansSection']; plans: Plan[] }

/** The three live-class plans. */
export function PlansSection({ section, plans }: Props) {
  return (
    <section aria-labelledby="plans-heading" className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="plans-heading" className="font-display text-3xl font-semibold text-ink sm:text-4xl">
          {section.heading}
        </h2>
        {section.subheading && <p className="mt-4 text-lg text-muted">{section.subheading}</p>}
      </div>
      <div className="mt-12 grid gap-8 md:grid-cols-3 md:gap-6">
        {plans.map((plan) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            action={
              <EnrollButton
                plan={{ key: plan.key, name: plan.name, monthlyPrice: plan.monthlyPrice }}
                label="Enroll Now"
                popular={plan.popular === true}
              />
            }
          />
        ))}
      </div>
    </section>
  )
}
