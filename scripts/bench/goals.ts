import { kib } from './bundle-stats'
import type { PageMetrics } from './lighthouse-metrics'
import type { BenchMode } from './modes'

/**
 * The goals every public route is held to (docs/benchmark.md), in each mode, relative to the framework
 * floor measured in the same run and mode: absolute timings move 2-3x between machines, the ratio to a
 * bare Next page much less. Judged on medians of `--runs 5` with nothing else running.
 */
export interface Goal {
  /** Largest LCP as a multiple of the floor's LCP. */
  lcpRatio: number
  /** Largest TBT over the floor's TBT, ms; null where TBT is reported but not judged. */
  tbtOverMs: number | null
  cls: number
  /** Largest document (the HTML of `GET route`, as the server sends it), KiB gzip; judged on content pages. */
  htmlGzipKib: number
}

export interface ModeGoals {
  must: Goal
  target: Goal
}

/** Content pages' HTML, KiB gzip, in every mode: simulation charges each byte that arrives before the paint. */
const HTML_GZIP_KIB = 20

/**
 * Simulated mode judges no TBT: Lighthouse estimates it from the tasks of a fast load, the same main-thread
 * work the applied mode measures under the slowdown, and judging both would judge that work twice.
 */
export const GOALS: Readonly<Record<BenchMode, ModeGoals>> = {
  applied: {
    must: { lcpRatio: 1.3, tbtOverMs: 50, cls: 0, htmlGzipKib: HTML_GZIP_KIB },
    target: { lcpRatio: 1.2, tbtOverMs: 30, cls: 0, htmlGzipKib: HTML_GZIP_KIB },
  },
  simulated: {
    must: { lcpRatio: 1.6, tbtOverMs: null, cls: 0, htmlGzipKib: HTML_GZIP_KIB },
    target: { lcpRatio: 1.3, tbtOverMs: null, cls: 0, htmlGzipKib: HTML_GZIP_KIB },
  },
}

// Each figure is judged as the table prints it, so a row never reads "1.30×" and misses 1.3×.
const roundedRatio = (ms: number, floorMs: number) => Number((ms / floorMs).toFixed(2))
export const ratioOf = (metrics: PageMetrics, floor: PageMetrics) => roundedRatio(metrics.lcpMs, floor.lcpMs)
export const deltaOf = (metrics: PageMetrics, floor: PageMetrics) => Math.round(metrics.tbtMs - floor.tbtMs)
const clsOf = (metrics: PageMetrics) => Number(metrics.cls.toFixed(3))
/** KiB with one decimal, as the table prints sizes. */
export const formatKib = (bytes: number) => kib(bytes).toFixed(1)

/** `2.45×` */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}×`
}

/** `+107`, `-12`, `+0`: whole ms with a sign. */
export function formatDelta(ms: number): string {
  const rounded = Math.round(ms)
  return rounded < 0 ? String(rounded) : `+${rounded}`
}

/** A route as it is judged: its medians, and its document's gzip size when it is a content page. */
export interface Judged {
  metrics: PageMetrics
  /** null: not judged (not a content page, or its HTML could not be fetched). */
  htmlGzipBytes: number | null
}

/** What `route` misses of `goal` next to the floor, in words; empty when it meets it. */
export function missedGoal(route: Judged, floor: PageMetrics, goal: Goal): string[] {
  const { metrics, htmlGzipBytes } = route
  const missed: string[] = []
  const ratio = ratioOf(metrics, floor)
  if (ratio > goal.lcpRatio) missed.push(`LCP ${formatRatio(ratio)} the floor > ${formatRatio(goal.lcpRatio)}`)
  const delta = deltaOf(metrics, floor)
  if (goal.tbtOverMs !== null && delta > goal.tbtOverMs)
    missed.push(`TBT ${formatDelta(delta)} ms over the floor > ${formatDelta(goal.tbtOverMs)}`)
  const cls = clsOf(metrics)
  if (cls > goal.cls) missed.push(`CLS ${cls.toFixed(3)} > ${goal.cls}`)
  if (htmlGzipBytes !== null && Number(formatKib(htmlGzipBytes)) > goal.htmlGzipKib)
    missed.push(`HTML ${formatKib(htmlGzipBytes)} KiB gzip > ${goal.htmlGzipKib}`)
  return missed
}

/** One line on a route in one mode: the must-goal and the target met, or what it misses of each. */
export function verdict(route: Judged, floor: PageMetrics | null, goals: ModeGoals): string {
  if (floor === null) return 'not judged: the framework floor was not measured'
  const must = missedGoal(route, floor, goals.must)
  const target = missedGoal(route, floor, goals.target)
  if (must.length) return `MISSES the must-goal: ${must.join('; ')}`
  if (target.length) return `meets the must-goal; misses the target: ${target.join('; ')}`
  return 'meets the must-goal and the target'
}

/** The goals of a mode in one line, for under its table. */
export function describeGoals({ must, target }: ModeGoals): string {
  const tbt = (goal: Goal) => (goal.tbtOverMs === null ? null : `floor + ${goal.tbtOverMs} ms`)
  const mustParts = [
    `LCP ≤ ${must.lcpRatio}× the framework floor`,
    tbt(must) && `TBT ≤ ${tbt(must)}`,
    `CLS ${must.cls}`,
    `content pages' HTML ≤ ${must.htmlGzipKib} KiB gzip`,
  ]
  const targetParts = [`LCP ≤ ${target.lcpRatio}×`, tbt(target) && `TBT ≤ ${tbt(target)}`]
  const notJudged = must.tbtOverMs === null ? ' (TBT is reported, not judged, in this mode)' : ''
  return (
    `must-goal: ${mustParts.filter(Boolean).join(', ')}; ` +
    `target: ${targetParts.filter(Boolean).join(', ')}${notJudged}`
  )
}

/**
 * When the framework floor's slowest LCP run is more than this multiple of its fastest, its median is one of two
 * modes rather than a steady figure (docs/benchmark.md: in the simulated mode the floor paints before or after its
 * own chunks arrive, and reads about 0.65 s or 1.4 s at random). Past it, a ratio to the median moves with the
 * floor's luck as much as with the route, by more than the must-goal's own 1.3× in the applied mode.
 */
export const UNSTEADY_FLOOR_SPREAD = 1.3

/** The framework floor's LCP over its runs in one mode. */
export interface FloorSpread {
  fastestMs: number
  slowestMs: number
  /** slowest / fastest, as a ratio is printed */
  spread: number
  unsteady: boolean
}

/** The spread of the floor's LCP runs; null without runs. */
export function floorSpread(lcpRuns: readonly number[]): FloorSpread | null {
  if (lcpRuns.length === 0) return null
  const fastestMs = Math.min(...lcpRuns)
  const slowestMs = Math.max(...lcpRuns)
  const spread = roundedRatio(slowestMs, fastestMs)
  return { fastestMs, slowestMs, spread, unsteady: spread > UNSTEADY_FLOOR_SPREAD }
}

/** The line under a mode's goals when its floor was unsteady; null when it was steady. */
export function describeFloorSpread(spread: FloorSpread | null, runs: number): string | null {
  if (!spread?.unsteady) return null
  const seconds = (ms: number) => (ms / 1000).toFixed(2)
  return (
    `framework floor UNSTEADY: its LCP read ${seconds(spread.fastestMs)}-${seconds(spread.slowestMs)} s over ` +
    `${runs} runs (${formatRatio(spread.spread)}), so a ratio to its median moves with which of its runs made ` +
    `the median: each verdict also gives the ratio to its fastest run, and none is firm`
  )
}

/** What a verdict adds when the floor was unsteady: the route's LCP against the floor's fastest run. */
export function fastestFloorNote(metrics: PageMetrics, spread: FloorSpread | null): string {
  if (!spread?.unsteady) return ''
  return ` [floor unsteady: LCP ${formatRatio(roundedRatio(metrics.lcpMs, spread.fastestMs))} its fastest run]`
}
