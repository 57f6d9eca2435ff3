import type { Metadata } from 'next'

import { CheckoutCancelledNotice } from '@/app/_components/commerce/payment/CheckoutCancelledNotice'
import { PlansGrid } from '@/app/_components/commerce/plans/PlansGrid'
import { EnrollmentNotice } from '@/app/_components/school/EnrollmentNotice'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { PUBLISHED } from '@/lib/content/loader'
import { loadPlans, loadProgramsPage, loadSchoolYear, loadWeeklySchedule } from '@/lib/school/content'
import { currentSchoolDay } from '@/lib/school/school-day'
import { pageMetadata } from '@/lib/site/page-metadata'

import { InterestMeetings } from './_components/InterestMeetings'
import { ScheduleTable } from './_components/ScheduleTable'
import { WelcomePackets } from './_components/WelcomePackets'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadProgramsPage(PUBLISHED)).seo, '/programs')
}

/**
 * /programs: the live classes overview (plans, the weekly schedule, welcome packets). The enrolment notice and
 * the interest meetings depend on the date: the page is rendered for one school day (lib/school/school-day.ts).
 */
export default async function ProgramsPage() {
  const [page, plans, schedule, year, today] = await Promise.all([
    loadProgramsPage(),
    loadPlans(),
    loadWeeklySchedule(),
    loadSchoolYear(),
    currentSchoolDay(),
  ])
  return (
    <>
      <CheckoutCancelledNotice />
      <PageHero heading={page.heading} intro={page.intro}>
        <div className="mx-auto mt-8 max-w-2xl rounded-3xl bg-forest-dark px-6 py-5 text-left text-cream">
          <EnrollmentNotice year={year} today={today} className="text-lg" />
          <InterestMeetings
            year={year}
            today={today}
            heading={page.interestMeetingsHeading}
            className="mt-3 text-sand"
          />
        </div>
      </PageHero>
      <PageSection id="plans-heading" heading={page.plansHeading}>
        <PlansGrid plans={plans} actionLabel="Select" />
      </PageSection>
      <PageSection id="schedule-heading" heading={page.scheduleHeading} intro={page.scheduleIntro} tone="sand">
        {schedule ? <ScheduleTable groups={schedule.dayGroups} /> : null}
      </PageSection>
      <PageSection id="packets-heading" heading={page.packetsHeading} intro={page.packetsIntro}>
        <WelcomePackets packets={page.welcomePackets} />
      </PageSection>
    </>
  )
}
