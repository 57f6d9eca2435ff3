import type { SiteRoute } from '../../lib/routes'
import type { DocumentSize } from './document-size'
import { medianMetrics, type PageMetrics, type RunSummary } from './lighthouse-metrics'
import type { BenchMode } from './modes'

/** A page the bench measures (a reference or a route), the same in every mode. */
export interface Page {
  /** Names its Lighthouse reports in .bench/<time>/. */
  key: string
  label: string
  url: string
  /** null for the two references. */
  route: SiteRoute | null
  /** Held to the content pages' HTML goal (every route in PUBLIC_ROUTES). */
  contentPage: boolean
  /** Fetched once, before the Lighthouse runs; null when it could not be. */
  html: DocumentSize | null
  /** Why `html` is null. */
  htmlError: string | null
  jsGzipBytes: number | null
  budgetKib: number | null
}

/** A page in one mode, with what its runs in that mode measured. */
export interface Row extends Page {
  mode: BenchMode
  runs: RunSummary[]
  lhrFiles: string[]
  errors: string[]
}

/** Every page in every mode: the modes in the given order, each with the pages in the given order. */
export function rowsByMode(pages: readonly Page[], modes: readonly BenchMode[]): Map<BenchMode, Row[]> {
  return new Map(
    modes.map((mode) => [mode, pages.map((page) => ({ ...page, mode, runs: [], lhrFiles: [], errors: [] }))]),
  )
}

export const medianOf = (row: Row): PageMetrics | null =>
  row.runs.length ? medianMetrics(row.runs.map((run) => run.metrics)) : null
