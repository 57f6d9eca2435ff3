import type { MonthGroup } from '@/lib/school/calendar'
import { formatMonth } from '@/lib/school/clock'
import { dateStatus } from '@/lib/school/timeline'

import { CalendarEntryItem } from './CalendarEntryItem'

/** Calendar entries under their month headings ("September 2025"), each with its status on `today`. */
export function MonthList({
  months,
  today,
  idPrefix,
}: {
  months: readonly MonthGroup[]
  today: string
  /** Keeps the month headings' ids apart when two lists show the same month (upcoming and past). */
  idPrefix: string
}) {
  return (
    <div className="space-y-10">
      {months.map((month) => (
        <section key={month.key} aria-labelledby={`${idPrefix}-${month.key}`}>
          <h3 id={`${idPrefix}-${month.key}`} className="font-display text-2xl font-semibold text-forest">
            {formatMonth(`${month.key}-01`)}
          </h3>
          <ul className="mt-4 space-y-4">
            {month.entries.map((entry) => (
              <li key={entry.id}>
                <CalendarEntryItem entry={entry} status={dateStatus(entry, today)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
