// @ts-check
/**
 * One JSON line per event on the server's standard output, the shape a hosting dashboard (Vercel's log
 * search, Docker's or a log shipper's JSON parsing) filters on: `{ time, level, event, ...fields }`.
 * Never pass secrets, signatures or request bodies as fields. docs/architecture.md#when-something-breaks
 *
 * Plain JavaScript because the page cache handler (lib/cache/), which `next start` loads unbundled, logs too.
 */

/** @typedef {'info' | 'warn' | 'error'} LogLevel */

/**
 * @param {LogLevel} level
 * @param {string} event a short kebab-case name, e.g. `publish`, `webhook-refused`, `cache-store-unreachable`
 * @param {Record<string, unknown>} [fields]
 */
export function logEvent(level, event, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}
