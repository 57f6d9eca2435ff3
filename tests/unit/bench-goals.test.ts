import { describe, expect, it } from 'vitest'

import { summarizeLhr, type PageMetrics } from '../../scripts/bench/lighthouse-metrics'
import {
  formatDelta,
  formatIndexes,
  formatRatio,
  formatTable,
  missedGoal,
  MUST,
  TARGET,
  verdict,
} from '../../scripts/bench/report'
import { interleave } from '../../scripts/bench/schedule'

// Figures as Lighthouse reports them; the rules under test are the ratio and the difference to the floor.
const page = (lcpMs: number, tbtMs: number, cls = 0): PageMetrics => ({
  performance: 0.9,
  fcpMs: 900,
  lcpMs,
  tbtMs,
  cls,
  speedIndexMs: 1_000,
  transferBytes: 200 * 1024,
  serverResponseMs: 20,
})

const floor = page(1_000, 200)

describe('formatRatio and formatDelta', () => {
  it('prints a multiple with two decimals and a times sign', () => {
    expect(formatRatio(2.4449)).toBe('2.44×')
    expect(formatRatio(1)).toBe('1.00×')
    expect(formatRatio(0.756)).toBe('0.76×')
  })

  it('prints whole milliseconds with a sign, and no minus zero', () => {
    expect(formatDelta(107.4)).toBe('+107')
    expect(formatDelta(-12.2)).toBe('-12')
    expect(formatDelta(0)).toBe('+0')
    expect(formatDelta(-0.3)).toBe('+0')
  })

  it('prints one machine index, or the lowest and highest of several runs', () => {
    expect(formatIndexes([2310.4])).toBe('2310')
    expect(formatIndexes([2410, 1980.2, 2200])).toBe('1980-2410')
    expect(formatIndexes([2000, 2000.2])).toBe('2000')
    expect(formatIndexes([])).toBe('-')
  })
})

describe('the goals', () => {
  it('are 1.6× and +100 ms (must) and 1.2× and +30 ms (target), CLS 0 in both', () => {
    expect(MUST).toEqual({ lcpRatio: 1.6, tbtOverMs: 100, cls: 0 })
    expect(TARGET).toEqual({ lcpRatio: 1.2, tbtOverMs: 30, cls: 0 })
  })

  it('are met exactly at the limit, as the table prints the figures', () => {
    expect(missedGoal(page(1_600, 300), floor, MUST)).toEqual([])
    // 1.6049 prints as 1.60× and 100.4 ms as +100: both meet
    expect(missedGoal(page(1_604.9, 300.4), floor, MUST)).toEqual([])
    expect(missedGoal(page(1_200, 230), floor, TARGET)).toEqual([])
  })

  it('name each figure a route misses', () => {
    expect(missedGoal(page(1_610, 301, 0.004), floor, MUST)).toEqual([
      'LCP 1.61× the floor > 1.60×',
      'TBT +101 ms over the floor > +100',
      'CLS 0.004 > 0',
    ])
    expect(missedGoal(page(1_300, 200), floor, TARGET)).toEqual(['LCP 1.30× the floor > 1.20×'])
  })

  it('take TBT below the floor as meeting it, and a CLS under a thousandth as none', () => {
    expect(missedGoal(page(900, 150, 0.0004), floor, TARGET)).toEqual([])
  })

  it('give one verdict per route', () => {
    expect(verdict(page(1_100, 220), floor)).toBe('meets the must-goal and the target')
    expect(verdict(page(1_400, 220), floor)).toBe('meets the must-goal; misses the target: LCP 1.40× the floor > 1.20×')
    expect(verdict(page(2_900, 640), floor)).toBe(
      'MISSES the must-goal: LCP 2.90× the floor > 1.60×; TBT +440 ms over the floor > +100',
    )
    expect(verdict(page(1_100, 220), null)).toBe('not judged: the framework floor was not measured')
  })
})

describe('formatTable', () => {
  const rows = [
    { label: 'framework floor', metrics: floor, indexes: [2000], jsGzipBytes: 132 * 1024, budgetKib: null },
    { label: '/auth', metrics: page(2_450, 799, 0.0123), indexes: [1900, 2100], jsGzipBytes: null, budgetKib: 200 },
  ]

  it('shows LCP as a multiple of the floor and TBT as ms over it beside the absolute figures', () => {
    const [header, rule, floorLine, authLine] = formatTable(rows, floor).split('\n')
    const cells = (line = '') => line.trim().split(/\s{2,}/)
    expect(cells(header)).toEqual([
      'row',
      'perf',
      'FCP s',
      'LCP s',
      'LCP/floor',
      'TBT ms',
      'TBT +ms',
      'CLS',
      'SI s',
      'TTFB ms',
      'transfer KiB',
      'JS gzip KiB',
      'budget',
      'machine index',
    ])
    expect(rule).toMatch(/^-+( +-+)+$/)
    expect(cells(floorLine)).toEqual([
      'framework floor',
      '0.90',
      '0.90',
      '1.00',
      '1.00×',
      '200',
      '+0',
      '0.000',
      '1.00',
      '20',
      '200.0',
      '132.0',
      '-',
      '2000',
    ])
    expect(cells(authLine)).toEqual([
      '/auth',
      '0.90',
      '0.90',
      '2.45',
      '2.45×',
      '799',
      '+599',
      '0.012',
      '1.00',
      '20',
      '200.0',
      '-',
      '200',
      '1900-2100',
    ])
  })

  it('leaves the comparisons empty when the floor was not measured', () => {
    const authLine = formatTable(rows.slice(1), null).split('\n')[2]!
    expect(
      authLine
        .trim()
        .split(/\s{2,}/)
        .slice(3, 7),
    ).toEqual(['2.45', '-', '799', '-'])
  })
})

describe('the run order', () => {
  it('measures every row once per run, the references first, before the next run starts', () => {
    const order = interleave(['floor', 'limit', '/', '/auth'], 2).map(({ run, row }) => `${run}:${row}`)
    expect(order).toEqual(['1:floor', '1:limit', '1:/', '1:/auth', '2:floor', '2:limit', '2:/', '2:/auth'])
  })
})

describe('reading a Lighthouse result', () => {
  const audit = (numericValue: number) => ({ numericValue })
  const lhr = {
    lighthouseVersion: '13.5.0',
    finalDisplayedUrl: 'http://127.0.0.1:1/',
    runWarnings: [],
    configSettings: { formFactor: 'mobile', throttlingMethod: 'simulate' },
    environment: { benchmarkIndex: 2310.5 },
    categories: { performance: { score: 0.81 } },
    audits: {
      'first-contentful-paint': audit(940),
      'largest-contentful-paint': audit(3330),
      'total-blocking-time': audit(504),
      'cumulative-layout-shift': audit(0),
      'speed-index': audit(2230),
      'total-byte-weight': audit(311_000),
      'server-response-time': audit(28),
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ subpart: 'elementRenderDelay', duration: 1223 }] },
            { type: 'node', snippet: '<img alt="A parent and child join a live online class">' },
          ],
        },
      },
    },
  }

  it('takes the figures, the machine index, the server time and the LCP element', () => {
    const summary = summarizeLhr(lhr)
    expect(summary.metrics).toEqual({
      performance: 0.81,
      fcpMs: 940,
      lcpMs: 3330,
      tbtMs: 504,
      cls: 0,
      speedIndexMs: 2230,
      transferBytes: 311_000,
      serverResponseMs: 28,
    })
    expect(summary.benchmarkIndex).toBe(2310.5)
    expect(summary.lcpElement).toBe('<img alt="A parent and child join a live online class">')
  })

  it('refuses a result whose audits were renamed, rather than printing zeros', () => {
    const { 'server-response-time': _gone, ...audits } = lhr.audits
    expect(() => summarizeLhr({ ...lhr, audits })).toThrow(/server-response-time/)
  })

  it('says which metric Lighthouse gave up on, and why, instead of a missing number', () => {
    const message = 'Something went wrong with recording the trace over your page load.'
    const audits = { ...lhr.audits, 'total-blocking-time': { numericValue: undefined, errorMessage: message } }
    expect(() => summarizeLhr({ ...lhr, audits })).toThrow(
      `Lighthouse could not measure total-blocking-time of http://127.0.0.1:1/: ${message}`,
    )
  })
})
