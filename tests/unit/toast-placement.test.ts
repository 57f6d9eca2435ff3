import { describe, expect, it } from 'vitest'

import { BOTTOM_BAR_HEIGHT_VAR, toastPlacement, WIDE_SCREEN_QUERY } from '@/lib/browser/toast-placement'

describe('where toasts appear', () => {
  it('on a wide screen: top centre, below the 4rem sticky header and its border', () => {
    expect(WIDE_SCREEN_QUERY).toBe('(min-width: 768px)')
    expect(toastPlacement(true)).toEqual({
      position: 'top-center',
      containerStyle: { top: 'calc(4rem + 1px + 0.75rem)' },
    })
  })

  it('on a phone: bottom centre, above a bar fixed to the bottom when there is one', () => {
    expect(toastPlacement(false)).toEqual({
      position: 'bottom-center',
      containerStyle: { bottom: `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + 0.75rem)` },
    })
  })
})
