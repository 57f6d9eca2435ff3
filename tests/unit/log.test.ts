import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { logEvent } from '@/lib/log'

/** The server's event log line: `{ time, level, event, ...fields }`, one line, on the console method of its level. */
let spies: Record<'log' | 'warn' | 'error', MockInstance>

beforeEach(() => {
  spies = {
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('logEvent', () => {
  it('writes one JSON line with time, level, event and the fields, in that order', () => {
    logEvent('info', 'publish', { type: 'blogPost', tags: ['blogPost'], ms: 3004 })
    expect(spies.log).toHaveBeenCalledTimes(1)
    const line = String(spies.log.mock.calls[0]?.[0])
    expect(line).not.toContain('\n')
    const parsed: unknown = JSON.parse(line)
    expect(parsed).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      event: 'publish',
      type: 'blogPost',
      tags: ['blogPost'],
      ms: 3004,
    })
    expect(Object.keys(parsed as object).slice(0, 3)).toEqual(['time', 'level', 'event'])
  })

  it('sends a warning to console.warn and an error to console.error, so a host sorting by stream files them right', () => {
    logEvent('warn', 'webhook-refused', { status: 401, reason: 'bad-signature' })
    logEvent('error', 'webhook-failed')
    expect(spies.log).not.toHaveBeenCalled()
    expect(JSON.parse(String(spies.warn.mock.calls[0]?.[0]))).toMatchObject({ level: 'warn', reason: 'bad-signature' })
    expect(JSON.parse(String(spies.error.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      event: 'webhook-failed',
    })
  })
})
