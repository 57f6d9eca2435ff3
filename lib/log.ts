import { logEvent as writeLine } from './site/log.mjs'

/**
 * The server's event log, typed for TypeScript callers: one JSON line per event, `{ time, level, event, ...fields }`,
 * which a hosting dashboard (Vercel's log search, `docker logs` piped to a log shipper) filters by `event` or any
 * field. `time` is an ISO 8601 string, `level` is `info`, `warn` or `error` (the line goes to console.log, .warn or
 * .error, so a host that sorts output by stream files it right), `event` a short kebab-case name. The line itself
 * is written by lib/site/log.mjs, which the page cache (plain JavaScript, loaded unbundled) uses too, so every
 * line of the site has one shape.
 *
 * Fields are plain values only, and never a secret, a signature, a token or a request body: say what happened
 * (`reason: 'bad-signature'`), not what was sent. docs/architecture.md#when-something-breaks lists the events.
 */

export type LogLevel = 'info' | 'warn' | 'error'

export type LogValue = string | number | boolean | null | readonly string[]

/** An event's own fields; `time`, `level` and `event` are the line's and cannot be overridden. */
export type LogFields = Record<string, LogValue> & { time?: never; level?: never; event?: never }

export type LogEvent = (level: LogLevel, event: string, fields?: LogFields) => void

/** Writes one event as one JSON line. */
export const logEvent: LogEvent = (level, event, fields = {}) => writeLine(level, event, fields)
