import { afterEach, describe, expect, it } from 'vitest'

import {
  formatMonthlyPrice,
  formatRating,
  formatReviewDate,
  formatShopPrice,
  formatUsd,
  isFreePrice,
  reviewCountLabel,
} from '@/lib/commerce/format'

describe('formatUsd', () => {
  it('cents: two decimals always (shop prices, cart totals)', () => {
    expect(formatUsd(4.5, 'cents')).toBe('$4.50')
    expect(formatUsd(12, 'cents')).toBe('$12.00')
    expect(formatUsd(0, 'cents')).toBe('$0.00')
    expect(formatUsd(4.999, 'cents')).toBe('$5.00')
    expect(formatUsd(1234.5, 'cents')).toBe('$1,234.50')
  })

  it('whole: rounded to whole dollars (course, program and plan prices)', () => {
    expect(formatUsd(350, 'whole')).toBe('$350')
    expect(formatUsd(1200, 'whole')).toBe('$1,200')
    expect(formatUsd(0, 'whole')).toBe('$0')
    expect(formatUsd(19.99, 'whole')).toBe('$20')
    expect(formatUsd(99.5, 'whole')).toBe('$100')
    expect(formatUsd(49.49, 'whole')).toBe('$49')
  })

  it('cents-if-any: whole dollars unless the amount has cents (donation amounts)', () => {
    expect(formatUsd(25, 'cents-if-any')).toBe('$25')
    expect(formatUsd(1000, 'cents-if-any')).toBe('$1,000')
    expect(formatUsd(12.5, 'cents-if-any')).toBe('$12.50')
    expect(formatUsd(0.5, 'cents-if-any')).toBe('$0.50')
    expect(formatUsd(10.001, 'cents-if-any')).toBe('$10.00')
  })
})

describe('formatUsd and Intl', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
  const withCents = intl(2)
  const whole = intl(0)

  it('writes every amount from $0.00 to $10,000.00, cent by cent, as Intl.NumberFormat does', () => {
    const differing: string[] = []
    for (let cents = 0; cents <= 1_000_000; cents += 1) {
      const amount = cents / 100
      if (formatUsd(amount, 'cents') !== withCents.format(amount)) differing.push(`${amount} cents`)
      if (formatUsd(amount, 'whole') !== whole.format(amount)) differing.push(`${amount} whole`)
    }
    expect(differing).toEqual([])
  })

  it('rounds half-way and long amounts, large ones and negative ones as Intl.NumberFormat does', () => {
    const amounts = [
      0.005,
      0.015,
      0.125,
      1.005,
      2.675,
      4.999,
      10.001,
      99.5,
      100.5,
      0.5,
      1.5,
      2.5,
      1234567.895,
      999999.995,
      1e9 + 0.5,
      123456789012.34,
      -0,
      -0.004,
      -3,
      -1234.5,
    ]
    for (const amount of amounts) {
      expect(formatUsd(amount, 'cents'), `${amount}`).toBe(withCents.format(amount))
      expect(formatUsd(amount, 'whole'), `${amount}`).toBe(whole.format(amount))
    }
  })
})

describe('formatMonthlyPrice', () => {
  it('is the whole-dollar price per month', () => {
    expect(formatMonthlyPrice(350)).toBe('$350/month')
    expect(formatMonthlyPrice(1200)).toBe('$1,200/month')
    expect(formatMonthlyPrice(99.5)).toBe('$100/month')
  })
})

describe('ratings', () => {
  it('shows one decimal and the review count with its noun', () => {
    expect(formatRating(4.25)).toBe('4.3')
    expect(formatRating(5)).toBe('5.0')
    expect(reviewCountLabel(1)).toBe('1 review')
    expect(reviewCountLabel(3)).toBe('3 reviews')
  })
})

describe('shop prices', () => {
  it('shows a $0.00 product as "Free" and any other with two decimals', () => {
    expect(formatShopPrice(0)).toBe('Free')
    expect(formatShopPrice(0.004)).toBe('Free')
    expect(formatShopPrice(0.01)).toBe('$0.01')
    expect(formatShopPrice(4.5)).toBe('$4.50')
    expect(isFreePrice(0)).toBe(true)
    expect(isFreePrice(0.5)).toBe(false)
  })
})

describe('formatReviewDate', () => {
  const zoneBefore = process.env.TZ
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ
    else process.env.TZ = zoneBefore
  })

  it.each(['UTC', 'Africa/Lagos', 'America/New_York', 'Pacific/Kiritimati'])(
    'writes every day of 2024-2030 in %s, early, midday and late, as Intl.DateTimeFormat’s medium date does',
    (zone) => {
      process.env.TZ = zone
      const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
      const differing: string[] = []
      for (let day = Date.UTC(2024, 0, 1); day <= Date.UTC(2030, 11, 31); day += 86_400_000) {
        for (const hours of [0.5, 12, 23.5]) {
          const at = new Date(day + hours * 3_600_000)
          if (formatReviewDate(at) !== medium.format(at)) differing.push(at.toISOString())
        }
      }
      expect(differing).toEqual([])
      expect(formatReviewDate(new Date(2026, 8, 4, 9))).toBe('Sep 4, 2026')
    },
  )
})
