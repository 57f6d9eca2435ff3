export type LogLevel = 'info' | 'warn' | 'error'
/** Writes one JSON line `{ time, level, event, ...fields }` to the server's output. */
export declare function logEvent(level: LogLevel, event: string, fields?: Record<string, unknown>): void
