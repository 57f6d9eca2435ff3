import { describe, expect, it } from 'vitest'

import { joinPercents, percentText } from '@/supabase/functions/_shared/validation/percent'

const NBSP = '\u00a0'

describe('a number and its per cent sign stay on one line', () => {
  it('joins a figure the site writes to its sign', () => {
    expect(percentText(15)).toBe(`15${NBSP}%`)
    expect(percentText(0)).toBe(`0${NBSP}%`)
  })

  it("joins every figure in staff's words, and nothing else", () => {
    expect(joinPercents('Second child and beyond: 15 % off')).toBe(`Second child and beyond: 15${NBSP}% off`)
    expect(joinPercents('10 % off the second child, 20 % off the third')).toBe(
      `10${NBSP}% off the second child, 20${NBSP}% off the third`,
    )
    // Already joined, written without a space, or a sign with no figure before it: left as written.
    for (const text of [`15${NBSP}% off`, '15% off', 'Save up to % on materials', 'Siblings save more']) {
      expect(joinPercents(text)).toBe(text)
    }
  })
})
