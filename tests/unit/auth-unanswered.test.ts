import { describe, expect, it } from 'vitest'

import { unansweredMessage } from '@/lib/auth/unanswered'

describe('what a login or sign-up that got no answer says', () => {
  it('leaves the service’s own refusal to the form', () => {
    expect(unansweredMessage({ name: 'AuthApiError', status: 400, message: 'Invalid login credentials' })).toBeNull()
    expect(unansweredMessage({ name: 'AuthApiError', status: 422, message: 'Email not confirmed' })).toBeNull()
  })

  it('says the connection, not "Failed to fetch", when nothing answered or the code did not download', () => {
    const unreachable = 'We could not reach the account service. Check your internet connection and try again.'
    expect(unansweredMessage({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' })).toBe(
      unreachable,
    )
    expect(unansweredMessage(new TypeError('Failed to fetch dynamically imported module'))).toBe(unreachable)
    expect(unansweredMessage(null)).toBe(unreachable)
  })

  it('says the service is down, not "Internal Server Error", for a server fault', () => {
    const down = 'The account service is not answering right now. Please try again in a few minutes.'
    expect(unansweredMessage({ name: 'AuthApiError', status: 500, message: 'Internal Server Error' })).toBe(down)
    expect(unansweredMessage({ name: 'AuthRetryableFetchError', status: 503, message: '' })).toBe(down)
  })
})
