import type { PageMetrics } from './lighthouse-metrics'

/** The goals every public route is held to (README, "Benchmark"); targets are where we aim. */
export const GOALS = { performance: 0.95, lcpMs: 2_500, cls: 0, tbtMs: 150 } as const
export const TARGETS = { performance: 0.98, lcpMs: 2_000 } as const

export interface RouteRow {
  path: string
  label: string
  metrics: PageMetrics
  /** LCP divided by the static floor's LCP; null for the floor itself. */
  lcpVsFloor: number | null
  jsGzipBytes: number | null
  budgetKib: number | null
}

/** What a row misses of the goals, in words; empty when it meets them all. */
export function missedGoals(metrics: PageMetrics): string[] {
  const missed: string[] = []
  if (metrics.performance < GOALS.performance)
    missed.push(`performance ${metrics.performance.toFixed(2)} < ${GOALS.performance}`)
  if (metrics.lcpMs > GOALS.lcpMs) missed.push(`LCP ${(metrics.lcpMs / 1000).toFixed(2)} s > ${GOALS.lcpMs / 1000} s`)
  // CLS is reported to 3 decimals; below that it is noise
  if (Number(metrics.cls.toFixed(3)) > GOALS.cls) missed.push(`CLS ${metrics.cls.toFixed(3)} > 0`)
  if (metrics.tbtMs > GOALS.tbtMs) missed.push(`TBT ${Math.round(metrics.tbtMs)} ms > ${GOALS.tbtMs} ms`)
  return missed
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

export function formatTable(rows: readonly RouteRow[]): string {
  const header = [
    'route',
    'perf',
    'FCP s',
    'LCP s',
    'LCP/floor',
    'TBT ms',
    'CLS',
    'SI s',
    'transfer KiB',
    'JS gzip KiB',
    'budget',
  ]
  const lines = rows.map((row) => [
    row.label,
    row.metrics.performance.toFixed(2),
    (row.metrics.fcpMs / 1000).toFixed(2),
    (row.metrics.lcpMs / 1000).toFixed(2),
    row.lcpVsFloor === null ? '1.00' : row.lcpVsFloor.toFixed(2),
    String(Math.round(row.metrics.tbtMs)),
    row.metrics.cls.toFixed(3),
    (row.metrics.speedIndexMs / 1000).toFixed(2),
    kib(row.metrics.transferBytes),
    row.jsGzipBytes === null ? '-' : kib(row.jsGzipBytes),
    row.budgetKib === null ? '-' : String(row.budgetKib),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)))
  const format = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n')
}
