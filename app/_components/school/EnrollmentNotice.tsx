import type { SchoolYear } from '@/lib/school/calendar'
import { formatLongDate } from '@/lib/school/clock'
import { schoolYearPhase } from '@/lib/school/timeline'

/**
 * The school year as a family should read it on `today` (docs/behaviour.md#dates-on-the-site): "Enroll for
 * 2025-2026. The fall semester starts Tuesday, September 2, 2025." up to the first day, "… began …" during
 * the year, and the School year's own notice once the last day has passed.
 */
export function EnrollmentNotice({ year, today, className }: { year: SchoolYear; today: string; className?: string }) {
  const phase = schoolYearPhase(year, today)
  if (phase === 'over') {
    return (
      <p className={className} data-testid="enrollment-notice">
        {year.nextYearNotice}
      </p>
    )
  }
  return (
    <p className={className} data-testid="enrollment-notice">
      <strong>Enroll for {year.label}.</strong> The fall semester {phase === 'before' ? 'starts' : 'began'}{' '}
      <time dateTime={year.fallSemesterStart}>{formatLongDate(year.fallSemesterStart)}</time>.
    </p>
  )
}
