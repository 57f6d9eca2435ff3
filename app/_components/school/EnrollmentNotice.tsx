import { formatLongDate } from '@/lib/school/clock'
import type { SchoolYear } from '@/lib/school/calendar'

/** "Enroll for 2025-2026. The fall semester starts Tuesday, September 2, 2025." from the School year. */
export function EnrollmentNotice({ year, className }: { year: SchoolYear; className?: string }) {
  return (
    <p className={className} data-testid="enrollment-notice">
      <strong>Enroll for {year.label}.</strong> The fall semester starts{' '}
      <time dateTime={year.fallSemesterStart}>{formatLongDate(year.fallSemesterStart)}</time>.
    </p>
  )
}
