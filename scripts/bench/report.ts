import type { PageMetrics } from './lighthouse-metrics'

/**
 * The goals every public route is held to (docs/benchmark.md), relative to the framework floor measured
 * in the same run: absolute timings move 2-3x between machines, the ratio to a bare Next page much less.
 * Judged on medians of `--runs 5` with nothing else running.
 */
export interface Goal {
  /** Largest LCP as a multiple of the floor's LCP. */
  lcpRatio: number
  /** Largest TBT over the floor's TBT, ms. */
  tbtOverMs: number
  cls: number
}

export const MUST: Goal = { lcpRatio: 1.6, tbtOverMs: 100, cls: 0 }
export const TARGET: Goal = { lcpRatio: 1.2, tbtOverMs: 30, cls: 0 }

// Each figure is judged as the table prints it, so a row never reads "1.60×" and misses 1.6×.
const ratioOf = (metrics: PageMetrics, floor: PageMetrics) => Number((metrics.lcpMs / floor.lcpMs).toFixed(2))
const deltaOf = (metrics: PageMetrics, floor: PageMetrics) => Math.round(metrics.tbtMs - floor.tbtMs)
const clsOf = (metrics: PageMetrics) => Number(metrics.cls.toFixed(3))

/** `2.45×` */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}×`
}

/** `+107`, `-12`, `+0`: whole ms with a sign. */
export function formatDelta(ms: number): string {
  const rounded = Math.round(ms)
  return rounded < 0 ? String(rounded) : `+${rounded}`
}

/** What `metrics` misses of `goal` next to the floor, in words; empty when it meets it. */
export function missedGoal(metrics: PageMetrics, floor: PageMetrics, goal: Goal): string[] {
  const missed: string[] = []
  const ratio = ratioOf(metrics, floor)
  if (ratio > goal.lcpRatio) missed.push(`LCP ${formatRatio(ratio)} the floor > ${formatRatio(goal.lcpRatio)}`)
  const delta = deltaOf(metrics, floor)
  if (delta > goal.tbtOverMs)
    missed.push(`TBT ${formatDelta(delta)} ms over the floor > ${formatDelta(goal.tbtOverMs)}`)
  const cls = clsOf(metrics)
  if (cls > goal.cls) missed.push(`CLS ${cls.toFixed(3)} > ${goal.cls}`)
  return missed
}

/** One line on a route: the must-goal and the target met, or what it misses of each. */
export function verdict(metrics: PageMetrics, floor: PageMetrics | null): string {
  if (floor === null) return 'not judged: the framework floor was not measured'
  const must = missedGoal(metrics, floor, MUST)
  const target = missedGoal(metrics, floor, TARGET)
  if (must.length) return `MISSES the must-goal: ${must.join('; ')}`
  if (target.length) return `meets the must-goal; misses the target: ${target.join('; ')}`
  return 'meets the must-goal and the target'
}

export interface TableRow {
  label: string
  /** Medians of the row's runs. */
  metrics: PageMetrics
  /** Lighthouse's benchmark index of each run of the row. */
  indexes: readonly number[]
  jsGzipBytes: number | null
  budgetKib: number | null
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

/** `2310`, or the lowest and highest of several runs: `1980-2410`. */
export function formatIndexes(indexes: readonly number[]): string {
  if (indexes.length === 0) return '-'
  const low = Math.round(Math.min(...indexes))
  const high = Math.round(Math.max(...indexes))
  return low === high ? String(low) : `${low}-${high}`
}

/** Every row's absolute figures, and its LCP and TBT next to the framework floor's (`floor`). */
export function formatTable(rows: readonly TableRow[], floor: PageMetrics | null): string {
  const header = [
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
  ]
  const lines = rows.map(({ label, metrics, indexes, jsGzipBytes, budgetKib }) => [
    label,
    metrics.performance.toFixed(2),
    (metrics.fcpMs / 1000).toFixed(2),
    (metrics.lcpMs / 1000).toFixed(2),
    floor ? formatRatio(ratioOf(metrics, floor)) : '-',
    String(Math.round(metrics.tbtMs)),
    floor ? formatDelta(deltaOf(metrics, floor)) : '-',
    metrics.cls.toFixed(3),
    (metrics.speedIndexMs / 1000).toFixed(2),
    String(Math.round(metrics.serverResponseMs)),
    kib(metrics.transferBytes),
    jsGzipBytes === null ? '-' : kib(jsGzipBytes),
    budgetKib === null ? '-' : String(budgetKib),
    formatIndexes(indexes),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)))
  const format = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n')
}
