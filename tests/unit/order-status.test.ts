import { describe, expect, it } from 'vitest'

import {
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
  sessionIdFrom,
  shouldPollAgain,
  type OrderSummary,
} from '../../lib/commerce/order-status'

const order = (status: OrderSummary['status']): OrderSummary => ({
  kind: 'cart',
  programType: null,
  productId: null,
  status,
  children: [],
})

describe('confirmation pages', () => {
  it('read a well-formed order reference from session_id and nothing else', () => {
    expect(sessionIdFrom('?session_id=cs_test_a1B2c3')).toBe('cs_test_a1B2c3')
    expect(sessionIdFrom('?session_id=free_5a4c0f10-0001-4a00-8000-000000000001')).toBe(
      'free_5a4c0f10-0001-4a00-8000-000000000001',
    )
    expect(sessionIdFrom('')).toBeNull()
    expect(sessionIdFrom('?session_id=')).toBeNull()
    expect(sessionIdFrom('?session_id=%3Cscript%3E')).toBeNull()
    expect(sessionIdFrom('?session_id=cs_test_abc%00')).toBeNull()
  })

  it('ask again every 2 s while the order is pending, for at most 30 s', () => {
    expect(POLL_INTERVAL_MS).toBe(2000)
    expect(shouldPollAgain(order('pending'), 0)).toBe(true)
    expect(shouldPollAgain(order('pending'), POLL_LIMIT_MS - POLL_INTERVAL_MS)).toBe(true)
    expect(shouldPollAgain(order('pending'), POLL_LIMIT_MS - POLL_INTERVAL_MS + 1)).toBe(false)
    expect(shouldPollAgain(order('paid'), 0)).toBe(false)
    expect(shouldPollAgain(order('expired'), 0)).toBe(false)
    expect(shouldPollAgain(null, 0)).toBe(false)
  })
})
