import type { Metadata } from 'next'

import { EnrollmentNotice } from '@/app/_components/school/EnrollmentNotice'
import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { ChevronDownIcon } from '@/app/_components/ui/Icons'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { editTargets } from '@/lib/content/edit-target'
import { PUBLISHED } from '@/lib/content/loader'
import { formatEntryDates, groupByMonth } from '@/lib/school/calendar'
import { formatClockTime, SCHOOL_TIME_ZONE_LABEL } from '@/lib/school/clock'
import { loadCalendar, loadEventsPage, loadOngoingPrograms, loadSchoolYear } from '@/lib/school/content'
import { currentSchoolDay } from '@/lib/school/school-day'
import { dateStatus, schoolYearPhase, splitCalendar } from '@/lib/school/timeline'
import { pageMetadata } from '@/lib/site/page-metadata'

import { DateStatusBadge } from './_components/DateStatusBadge'
import { MonthList } from './_components/MonthList'
import { TypeBadge } from './_components/TypeBadge'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadEventsPage(PUBLISHED)).seo, '/events')
}

const PROGRAM_TYPE_LABELS: Record<string, string> = {
  community: 'Community',
  educational: 'Educational',
  cultural: 'Cultural',
}

/**
 * /events: the academic calendar's key dates, the events still to come by month, the past ones in a closed
 * disclosure, and the ongoing programs. What is past, today or this week depends on the date: the page is
 * rendered for one school day (lib/school/school-day.ts). The iCalendar files keep every entry.
 */
export default async function EventsPage() {
  const edit = await editTargets()
  const [page, calendar, year, programs, today] = await Promise.all([
    loadEventsPage(),
    loadCalendar(),
    loadSchoolYear(),
    loadOngoingPrograms(),
    currentSchoolDay(),
  ])
  const keyDates = calendar.filter((entry) => entry.keyDate || entry.type === 'holiday')
  const { upcoming, past } = splitCalendar(calendar, today)
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <a
          href="/events.ics"
          download="events.ics"
          className={linkButtonClass({ size: 'hero', tone: 'ochre', className: 'mt-8' })}
        >
          Add the whole {year.label} calendar
        </a>
      </PageHero>
      <PageSection id="calendar-heading" heading={page.calendarHeading}>
        {/* Once the year is over its dates below are all passed; the notice says when the next ones come. */}
        {schoolYearPhase(year, today) === 'over' && (
          <div className="mx-auto mb-8 max-w-3xl rounded-3xl bg-forest-dark px-6 py-5 text-cream">
            <EnrollmentNotice year={year} today={today} className="text-lg" />
          </div>
        )}
        <dl className="mx-auto max-w-3xl divide-y divide-sand-dark rounded-3xl border-2 border-sand-dark bg-white">
          {keyDates.map((entry) => {
            const status = dateStatus(entry, today)
            return (
              <div
                key={entry.id}
                {...edit(entry.source)}
                className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
              >
                <dt className={`font-semibold ${status === 'past' ? 'text-muted' : 'text-ink'}`}>{entry.title}</dt>
                <dd className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-muted sm:justify-end sm:text-right">
                  <span>
                    <time dateTime={entry.date}>{formatEntryDates(entry)}</time>
                    {entry.time && ` at ${formatClockTime(entry.time)} ${SCHOOL_TIME_ZONE_LABEL}`}
                  </span>
                  <DateStatusBadge status={status} />
                </dd>
              </div>
            )
          })}
        </dl>
      </PageSection>
      <PageSection id="events-heading" heading={page.eventsHeading} tone="sand">
        <div className="mx-auto max-w-4xl">
          {upcoming.length > 0 ? (
            <MonthList months={groupByMonth(upcoming)} today={today} idPrefix="upcoming" />
          ) : (
            <p className="text-center text-lg text-muted">{page.noUpcomingEvents}</p>
          )}
        </div>
      </PageSection>
      {past.length > 0 && (
        <PageSection id="past-events-heading" heading={page.pastEventsHeading}>
          <details className="group mx-auto max-w-4xl">
            <summary className="mx-auto flex min-h-12 w-fit cursor-pointer items-center gap-2 rounded-full border-2 border-forest px-6 py-2 font-semibold text-forest hover:bg-forest hover:text-cream">
              <span>
                <span className="group-open:hidden">Show</span>
                <span className="hidden group-open:inline">Hide</span> {past.length} past{' '}
                {past.length === 1 ? 'event' : 'events'}
              </span>
              <ChevronDownIcon className="h-5 w-5 transition-transform group-open:rotate-180" />
            </summary>
            <div className="mt-10">
              <MonthList months={groupByMonth(past, 'newest-first')} today={today} idPrefix="past" />
            </div>
          </details>
        </PageSection>
      )}
      <PageSection
        id="programs-heading"
        heading={page.programsHeading}
        intro={page.programsIntro}
        tone={past.length > 0 ? 'sand' : 'plain'}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {programs.map((program) => (
            <li key={program._id} className="rounded-3xl border-2 border-sand-dark bg-white p-6 shadow-sm">
              <TypeBadge type={program.type} label={PROGRAM_TYPE_LABELS[program.type] ?? program.type} />
              <h3 className="mt-3 font-display text-xl font-semibold text-ink">{program.title}</h3>
              <p className="mt-1 font-semibold text-forest">{program.frequency}</p>
              <p className="mt-3 leading-relaxed text-muted">{program.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
