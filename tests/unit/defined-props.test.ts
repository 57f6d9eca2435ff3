import { describe, expect, it } from 'vitest'

import { definedOnly } from '@/app/_components/ui/defined-props'

describe('definedOnly', () => {
  it('drops the props without a value and keeps every other, false, 0 and the empty string included', () => {
    expect(definedOnly({ sizes: undefined, preload: false, width: 0, alt: '', fetchPriority: 'high' })).toEqual({
      preload: false,
      width: 0,
      alt: '',
      fetchPriority: 'high',
    })
    expect(Object.keys(definedOnly({ 'aria-label': undefined }))).toEqual([])
  })
})
