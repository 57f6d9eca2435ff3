import type { Plan } from '@/app/_components/commerce/plans/PlanCard'
import { PlansGrid } from '@/app/_components/commerce/plans/PlansGrid'
import { EnrollmentNotice } from '@/app/_components/school/EnrollmentNotice'
import type { SchoolYear } from '@/lib/school/calendar'
import type { HomePage } from '@/lib/site/home'

type Props = { section: HomePage['plansSection']; plans: Plan[]; year: SchoolYear; today: string }

/** The three live-class plans, with the school year they enrol for (as it stands on `today`). */
export function PlansSection({ section, plans, year, today }: Props) {
  return (
    <section aria-labelledby="plans-heading" className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="plans-heading" className="font-display text-3xl font-semibold text-ink sm:text-4xl">
          {section.heading}
        </h2>
        <EnrollmentNotice year={year} today={today} className="mt-4 text-lg text-ink" />
        {section.subheading && <p className="mt-2 text-lg text-muted">{section.subheading}</p>}
      </div>
      <div className="mt-12">
        <PlansGrid plans={plans} actionLabel="Enroll Now" />
      </div>
    </section>
  )
}
