// @ts-check
/**
 * The server's "now", for everything the site shows by date (docs/behaviour.md#dates-on-the-site). It is the
 * machine's clock, unless SITE_CLOCK_FROZEN_AT holds an instant: then the clock stands still there. Only the e2e
 * servers set it (tests/playwright.config.ts), so a browser test sees the school year on a date of its choosing
 * whatever the date of the run; a deployment never sets it.
 *
 * Plain JavaScript because the page cache handler (lib/cache/page-cache-handler.mjs), which `next start` loads
 * unbundled, reads the same clock as the pages.
 */

export const FROZEN_CLOCK_VARIABLE = 'SITE_CLOCK_FROZEN_AT'

// A full date and time with its offset: a bare date would be midnight UTC, the evening before in Chicago.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** @returns {Date} */
export function siteNow() {
  const frozen = process.env[FROZEN_CLOCK_VARIABLE]
  if (!frozen) return new Date()
  const instant = new Date(frozen)
  if (!INSTANT.test(frozen) || Number.isNaN(instant.getTime())) {
    throw new Error(
      `${FROZEN_CLOCK_VARIABLE} must be a date and time with its offset, e.g. 2026-05-25T12:00:00-05:00 (got "${frozen}")`,
    )
  }
  return instant
}
