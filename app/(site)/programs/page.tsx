import type { Metadata } from 'next'

import { PlansGrid } from '@/app/_components/plans/PlansGrid'
import { fetchContent } from '@/lib/content'
import { PLANS_QUERY, PROGRAMS_PAGE_QUERY, WEEKLY_SCHEDULE_QUERY } from '@/lib/content/queries'

import { pageMetadata, required } from '../_components/page/pageMetadata'
import { PageHero, PageSection } from '../_components/page/PageHero'
import { EnrollmentNotice } from '../_components/school/EnrollmentNotice'
import { InterestMeetings } from '../_components/school/InterestMeetings'
import { ScheduleTable } from '../_components/school/ScheduleTable'
import { WelcomePackets } from '../_components/school/WelcomePackets'
import { loadSchoolYear } from '../schoolContent'

const loadPage = async () =>
  required(await fetchContent(PROGRAMS_PAGE_QUERY, {}, { tags: ['programsPage'] }), 'programsPage')

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadPage()).seo, '/programs')
}

/** /programs: the live classes overview (plans, the weekly schedule, welcome packets). */
export default async function ProgramsPage() {
  const [page, plans, schedule, year] = await Promise.all([
    loadPage(),
    fetchContent(PLANS_QUERY, {}, { tags: ['plan'] }),
    fetchContent(WEEKLY_SCHEDULE_QUERY, {}, { tags: ['weeklySchedule'] }),
    loadSchoolYear(),
  ])
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <div className="mx-auto mt-8 max-w-2xl rounded-3xl bg-forest-dark px-6 py-5 text-left text-cream">
          <EnrollmentNotice year={year} className="text-lg" />
          <InterestMeetings year={year} className="mt-3 text-sand" />
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
