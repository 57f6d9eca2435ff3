import { formatColumns } from './bundle-stats'
import { deltaOf, formatDelta, formatKib, formatRatio, ratioOf } from './goals'
import type { PageMetrics } from './lighthouse-metrics'

export interface TableRow {
  label: string
  /** Medians of the row's runs. */
  metrics: PageMetrics
  /** Lighthouse's benchmark index of each run of the row. */
  indexes: readonly number[]
  /** The document as the server sends it (document-size.ts); null when it could not be fetched. */
  html: { gzipBytes: number; rawBytes: number } | null
  jsGzipBytes: number | null
  budgetKib: number | null
}

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
    'HTML gzip KiB',
    'HTML raw KiB',
    'JS gzip KiB',
    'budget',
    'seen LCP s',
    'JS before LCP KiB',
    'all before LCP KiB',
    'machine index',
  ]
  const lines = rows.map(({ label, metrics, indexes, html, jsGzipBytes, budgetKib }) => [
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
    formatKib(metrics.transferBytes),
    html ? formatKib(html.gzipBytes) : '-',
    html ? formatKib(html.rawBytes) : '-',
    jsGzipBytes === null ? '-' : formatKib(jsGzipBytes),
    budgetKib === null ? '-' : String(budgetKib),
    (metrics.observedLcpMs / 1000).toFixed(2),
    formatKib(metrics.scriptBytesBeforeLcp),
    formatKib(metrics.bytesBeforeLcp),
    formatIndexes(indexes),
  ])
  return formatColumns(header, lines)
}
