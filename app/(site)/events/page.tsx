import type { Metadata } from 'next'

import { formatEntryDates, groupByMonth } from '@/lib/school/calendar'
import { formatClockTime, formatMonth, SCHOOL_TIME_ZONE_LABEL } from '@/lib/school/clock'

import { pageMetadata } from '@/lib/site/page-metadata'
import { PageHero, PageSection } from '@/app/_components/frame/PageHero'
import { CalendarEntryItem } from './_components/CalendarEntryItem'
import { TypeBadge } from './_components/TypeBadge'
import { loadCalendar, loadEventsPage, loadOngoingPrograms, loadSchoolYear } from '@/lib/school/content'
import { editTarget } from '@/lib/content/edit-target'
import { isPreviewing } from '@/lib/content/preview'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadEventsPage()).seo, '/events')
}

const PROGRAM_TYPE_LABELS: Record<string, string> = {
  community: 'Community',
  educational: 'Educational',
  cultural: 'Cultural',
}

/** /events: the academic calendar, every event by month, and the ongoing programs. */
export default async function EventsPage() {
  const preview = await isPreviewing()
  const [page, calendar, year, programs] = await Promise.all([
    loadEventsPage(preview),
    loadCalendar(preview),
    loadSchoolYear(preview),
    loadOngoingPrograms(preview),
  ])
  const keyDates = calendar.filter((entry) => entry.keyDate || entry.type === 'holiday')
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <a
          href="/events.ics"
          download="events.ics"
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-ochre px-7 py-3 text-lg font-semibold text-ink hover:bg-ochre-light"
        >
          Add the whole {year.label} calendar
        </a>
      </PageHero>
      <PageSection id="calendar-heading" heading={page.calendarHeading}>
        <dl className="mx-auto max-w-3xl divide-y divide-sand-dark rounded-3xl border-2 border-sand-dark bg-white">
          {keyDates.map((entry) => (
            <div
              key={entry.id}
              {...editTarget(preview, entry.source)}
              className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
            >
              <dt className="font-semibold text-ink">{entry.title}</dt>
              <dd className="text-muted sm:text-right">
                <time dateTime={entry.date}>{formatEntryDates(entry)}</time>
                {entry.time && ` at ${formatClockTime(entry.time)} ${SCHOOL_TIME_ZONE_LABEL}`}
              </dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection id="events-heading" heading={page.eventsHeading} tone="sand">
        <div className="mx-auto max-w-4xl space-y-10">
          {groupByMonth(calendar).map((month) => (
            <section key={month.key} aria-labelledby={`month-${month.key}`}>
              <h3 id={`month-${month.key}`} className="font-display text-2xl font-semibold text-forest">
                {formatMonth(`${month.key}-01`)}
              </h3>
              <ul className="mt-4 space-y-4">
                {month.entries.map((entry) => (
                  <li key={entry.id}>
                    <CalendarEntryItem entry={entry} preview={preview} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </PageSection>
      <PageSection id="programs-heading" heading={page.programsHeading} intro={page.programsIntro}>
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
