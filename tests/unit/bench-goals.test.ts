import { describe, expect, it } from 'vitest'

import {
  describeFloorSpread,
  describeGoals,
  fastestFloorNote,
  floorSpread,
  formatDelta,
  formatRatio,
  GOALS,
  missedGoal,
  verdict,
} from '../../scripts/bench/goals'
import { summarizeLhr, type PageMetrics } from '../../scripts/bench/lighthouse-metrics'
import { formatIndexes, formatTable } from '../../scripts/bench/report'
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
  scriptBytesBeforeLcp: 150 * 1024,
  bytesBeforeLcp: 190 * 1024,
  observedLcpMs: 1_254,
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

const KIB = 1024
// Judged without a document unless a test gives one: the HTML goal is tested on its own.
const route = (lcpMs: number, tbtMs: number, cls = 0, htmlGzipBytes: number | null = null) => ({
  metrics: page(lcpMs, tbtMs, cls),
  htmlGzipBytes,
})

describe('the goals in applied mode', () => {
  const { must, target } = GOALS.applied

  it('are 1.3× and +50 ms (must) and 1.2× and +30 ms (target), CLS 0 and 20 KiB of HTML in both', () => {
    expect(must).toEqual({ lcpRatio: 1.3, tbtOverMs: 50, cls: 0, htmlGzipKib: 20 })
    expect(target).toEqual({ lcpRatio: 1.2, tbtOverMs: 30, cls: 0, htmlGzipKib: 20 })
  })

  it('are met exactly at the limit, as the table prints the figures', () => {
    expect(missedGoal(route(1_300, 250), floor, must)).toEqual([])
    // 1.3049 prints as 1.30× and 50.4 ms as +50: both meet
    expect(missedGoal(route(1_304.9, 250.4), floor, must)).toEqual([])
    expect(missedGoal(route(1_200, 230), floor, target)).toEqual([])
  })

  it('name each figure a route misses, just past each limit', () => {
    expect(missedGoal(route(1_310, 251, 0.004), floor, must)).toEqual([
      'LCP 1.31× the floor > 1.30×',
      'TBT +51 ms over the floor > +50',
      'CLS 0.004 > 0',
    ])
    expect(missedGoal(route(1_210, 231), floor, target)).toEqual([
      'LCP 1.21× the floor > 1.20×',
      'TBT +31 ms over the floor > +30',
    ])
  })

  it('take TBT below the floor as meeting it, and a CLS under a thousandth as none', () => {
    expect(missedGoal(route(900, 150, 0.0004), floor, target)).toEqual([])
  })
})

describe('the goals in simulated mode', () => {
  const { must, target } = GOALS.simulated

  it('are 1.6× (must) and 1.3× (target), CLS 0 and 20 KiB of HTML, and judge no TBT', () => {
    expect(must).toEqual({ lcpRatio: 1.6, tbtOverMs: null, cls: 0, htmlGzipKib: 20 })
    expect(target).toEqual({ lcpRatio: 1.3, tbtOverMs: null, cls: 0, htmlGzipKib: 20 })
  })

  it('are met exactly at the limit, whatever the TBT', () => {
    expect(missedGoal(route(1_600, 1_200), floor, must)).toEqual([])
    expect(missedGoal(route(1_604.9, 200), floor, must)).toEqual([])
    expect(missedGoal(route(1_300, 1_200), floor, target)).toEqual([])
  })

  it('name the LCP and CLS a route misses, just past each limit', () => {
    expect(missedGoal(route(1_610, 1_200, 0.004), floor, must)).toEqual([
      'LCP 1.61× the floor > 1.60×',
      'CLS 0.004 > 0',
    ])
    expect(missedGoal(route(1_310, 200), floor, target)).toEqual(['LCP 1.31× the floor > 1.30×'])
  })
})

describe('the content pages’ HTML goal', () => {
  const { must } = GOALS.applied

  it('is met up to 20 KiB gzip as the table prints it, and missed past it, in both modes', () => {
    expect(missedGoal(route(1_000, 200, 0, 20 * KIB), floor, must)).toEqual([])
    // 20.04 KiB prints as 20.0
    expect(missedGoal(route(1_000, 200, 0, 20.04 * KIB), floor, must)).toEqual([])
    expect(missedGoal(route(1_000, 200, 0, 20.1 * KIB), floor, must)).toEqual(['HTML 20.1 KiB gzip > 20'])
    expect(missedGoal(route(1_000, 200, 0, 41.3 * KIB), floor, GOALS.simulated.must)).toEqual([
      'HTML 41.3 KiB gzip > 20',
    ])
  })

  it('is not judged on a page without a document size (not a content page, or not fetched)', () => {
    expect(missedGoal(route(1_000, 200, 0, null), floor, must)).toEqual([])
  })
})

describe('the verdict', () => {
  it('judges one route differently in each mode', () => {
    const slowish = route(1_400, 300, 0, 18 * KIB)
    expect(verdict(slowish, floor, GOALS.applied)).toBe(
      'MISSES the must-goal: LCP 1.40× the floor > 1.30×; TBT +100 ms over the floor > +50',
    )
    expect(verdict(slowish, floor, GOALS.simulated)).toBe(
      'meets the must-goal; misses the target: LCP 1.40× the floor > 1.30×',
    )
  })

  it('says when a route meets both, and when a heavy document alone misses the must-goal', () => {
    expect(verdict(route(1_100, 220, 0, 12 * KIB), floor, GOALS.applied)).toBe('meets the must-goal and the target')
    expect(verdict(route(1_100, 220, 0, 47 * KIB), floor, GOALS.simulated)).toBe(
      'MISSES the must-goal: HTML 47.0 KiB gzip > 20',
    )
  })

  it('judges nothing without the floor', () => {
    expect(verdict(route(1_100, 220), null, GOALS.simulated)).toBe('not judged: the framework floor was not measured')
  })

  it('prints each mode’s goals in a line, saying TBT is not judged in simulated mode', () => {
    expect(describeGoals(GOALS.applied)).toBe(
      "must-goal: LCP ≤ 1.3× the framework floor, TBT ≤ floor + 50 ms, CLS 0, content pages' HTML ≤ 20 KiB gzip; " +
        'target: LCP ≤ 1.2×, TBT ≤ floor + 30 ms',
    )
    expect(describeGoals(GOALS.simulated)).toBe(
      "must-goal: LCP ≤ 1.6× the framework floor, CLS 0, content pages' HTML ≤ 20 KiB gzip; " +
        'target: LCP ≤ 1.3× (TBT is reported, not judged, in this mode)',
    )
  })
})

describe('an unsteady framework floor', () => {
  // The simulated floor's five LCP runs of one evening's bench: three slow, one fast, one between.
  const bimodal = [1_450, 1_432, 1_290, 660, 1_432]

  it('is one whose slowest LCP run is more than 1.3× its fastest', () => {
    expect(floorSpread(bimodal)).toEqual({ fastestMs: 660, slowestMs: 1_450, spread: 2.2, unsteady: true })
    expect(floorSpread([722, 741, 746, 690, 706])).toMatchObject({ spread: 1.08, unsteady: false })
    expect(floorSpread([1_000, 1_300])).toMatchObject({ spread: 1.3, unsteady: false })
    expect(floorSpread([1_000, 1_310])).toMatchObject({ spread: 1.31, unsteady: true })
    expect(floorSpread([])).toBeNull()
  })

  it('is said under the goals, with its range and that no verdict is firm', () => {
    expect(describeFloorSpread(floorSpread(bimodal), 5)).toBe(
      'framework floor UNSTEADY: its LCP read 0.66-1.45 s over 5 runs (2.20×), so a ratio to its median moves ' +
        'with which of its runs made the median: each verdict also gives the ratio to its fastest run, and none is firm',
    )
    expect(describeFloorSpread(floorSpread([722, 741, 746]), 3)).toBeNull()
    expect(describeFloorSpread(null, 0)).toBeNull()
  })

  it('adds the route’s LCP against the floor’s fastest run to its verdict, and nothing when steady', () => {
    // 2.31 s meets 1.6× of the median (1.43 s) and is 3.5× the fastest run
    expect(fastestFloorNote(page(2_310, 0), floorSpread(bimodal))).toBe(' [floor unsteady: LCP 3.50× its fastest run]')
    expect(fastestFloorNote(page(2_310, 0), floorSpread([722, 741]))).toBe('')
    expect(fastestFloorNote(page(2_310, 0), null)).toBe('')
  })
})

describe('formatTable', () => {
  const rows = [
    {
      label: 'framework floor',
      metrics: floor,
      indexes: [2000],
      html: { gzipBytes: 2_150, rawBytes: 5_300 },
      jsGzipBytes: 132 * 1024,
      budgetKib: null,
    },
    {
      label: '/auth',
      metrics: page(2_450, 799, 0.0123),
      indexes: [1900, 2100],
      html: null,
      jsGzipBytes: null,
      budgetKib: 200,
    },
    {
      label: '/about',
      metrics: page(1_250, 240),
      indexes: [2050],
      html: { gzipBytes: 41.26 * 1024, rawBytes: 211_000 },
      jsGzipBytes: 150 * 1024,
      budgetKib: 155,
    },
  ]

  it('shows LCP as a multiple of the floor and TBT as ms over it beside the absolute figures', () => {
    const [header, rule, floorLine, authLine] = formatTable(rows.slice(0, 2), floor).split('\n')
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
      'HTML gzip KiB',
      'HTML raw KiB',
      'JS gzip KiB',
      'budget',
      'seen LCP s',
      'JS before LCP KiB',
      'all before LCP KiB',
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
      '2.1',
      '5.2',
      '132.0',
      '-',
      '1.25',
      '150.0',
      '190.0',
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
      '-',
      '-',
      '200',
      '1.25',
      '150.0',
      '190.0',
      '1900-2100',
    ])
  })

  it('shows each document’s gzip and raw size as the server sent it, in KiB', () => {
    const aboutLine = formatTable(rows, floor).split('\n')[4]!
    expect(
      aboutLine
        .trim()
        .split(/\s{2,}/)
        .slice(10, 14),
    ).toEqual(['200.0', '41.3', '206.1', '150.0'])
  })

  it('leaves the comparisons empty when the floor was not measured', () => {
    const authLine = formatTable(rows.slice(1, 2), null).split('\n')[2]!
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
      // The fast load painted its LCP 169 ms after navigation start, 168.167 ms after its first request.
      metrics: {
        details: {
          items: [
            {
              observedLargestContentfulPaint: 169,
              observedLargestContentfulPaintTs: 1_169_000,
              observedFirstPaint: 169,
            },
            { lcpInvalidated: false },
          ],
        },
      },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', networkEndTime: 16.7, transferSize: 20_000 },
            { resourceType: 'Script', networkEndTime: 64.9, transferSize: 3_413 },
            { resourceType: 'Image', networkEndTime: 48.9, transferSize: 1_401 },
            { resourceType: 'Script', networkEndTime: 168.1, transferSize: 17_421 },
            // arrived just after the paint, and one that never finished
            { resourceType: 'Script', networkEndTime: 168.2, transferSize: 1_000 },
            { resourceType: 'Script', transferSize: 5_000 },
          ],
          debugData: { networkStartTimeTs: 1_000_833 },
        },
      },
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
      scriptBytesBeforeLcp: 3_413 + 17_421,
      // the document, the image and the two scripts: not the script that came after the paint, nor the unfinished one
      bytesBeforeLcp: 20_000 + 3_413 + 1_401 + 17_421,
      observedLcpMs: 169,
    })
    expect(summary.benchmarkIndex).toBe(2310.5)
    expect(summary.lcpElement).toBe('<img alt="A parent and child join a live online class">')
  })

  it('counts the script, and all bytes, that had arrived by the load’s LCP, on the requests’ own clock', () => {
    const requests = lhr.audits['network-requests']
    const later = { ...lhr.audits.metrics.details.items[0]!, observedLargestContentfulPaintTs: 1_170_000 }
    // a millisecond later the script that arrived just after the paint is in
    const audits = { ...lhr.audits, metrics: { details: { items: [later] } }, 'network-requests': requests }
    expect(summarizeLhr({ ...lhr, audits }).metrics.scriptBytesBeforeLcp).toBe(3_413 + 17_421 + 1_000)
    expect(summarizeLhr({ ...lhr, audits }).metrics.bytesBeforeLcp).toBe(20_000 + 3_413 + 1_401 + 17_421 + 1_000)
    // and nothing had arrived by a paint before the first script
    const early = { ...later, observedLargestContentfulPaintTs: 1_050_000 }
    expect(
      summarizeLhr({ ...lhr, audits: { ...audits, metrics: { details: { items: [early] } } } }).metrics
        .scriptBytesBeforeLcp,
    ).toBe(0)
    // though the document and the image had
    expect(
      summarizeLhr({ ...lhr, audits: { ...audits, metrics: { details: { items: [early] } } } }).metrics.bytesBeforeLcp,
    ).toBe(20_000 + 1_401)
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
