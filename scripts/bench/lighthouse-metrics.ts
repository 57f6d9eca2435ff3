import { z } from 'zod'

/**
 * The few numbers the benchmark reads from a Lighthouse result (LHR), parsed rather than trusted: a
 * Lighthouse upgrade that renames an audit fails here, loudly, instead of printing zeros.
 */

const numericAudit = z.object({ numericValue: z.number() })

/** Read first: a failed run (no paint, page error) has audits without values. */
const outcomeSchema = z.object({
  finalDisplayedUrl: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
})

/**
 * The load's own LCP (the fast load's, in the simulated mode): ms after the navigation started, and as a trace
 * timestamp in µs.
 */
const observedSchema = z.object({
  // the first item holds the timings (Lighthouse adds others after it)
  details: z.object({
    items: z.tuple(
      [z.object({ observedLargestContentfulPaint: z.number(), observedLargestContentfulPaintTs: z.number() })],
      z.unknown(),
    ),
  }),
})

/**
 * The load's requests. Their times are ms after the first request (`debugData.networkStartTimeTs`, µs); a request
 * that never finished has no end time.
 */
const networkRequestsSchema = z.object({
  details: z.object({
    items: z.array(
      z.object({
        resourceType: z.string().optional(),
        networkEndTime: z.number().optional(),
        transferSize: z.number(),
      }),
    ),
    debugData: z.object({ networkStartTimeTs: z.number() }),
  }),
})

const lhrSchema = z.object({
  lighthouseVersion: z.string(),
  finalDisplayedUrl: z.string(),
  runWarnings: z.array(z.string()),
  configSettings: z.object({ formFactor: z.string(), throttlingMethod: z.string() }),
  environment: z.object({ benchmarkIndex: z.number() }),
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.object({
    'first-contentful-paint': numericAudit,
    'largest-contentful-paint': numericAudit,
    'total-blocking-time': numericAudit,
    'cumulative-layout-shift': numericAudit,
    'speed-index': numericAudit,
    'total-byte-weight': numericAudit,
    'server-response-time': numericAudit,
    metrics: observedSchema,
    'network-requests': networkRequestsSchema,
    // Lighthouse 13 names the LCP element in this insight; earlier versions in an audit of its own
    'lcp-breakdown-insight': z.object({ details: z.unknown().optional() }).optional(),
    'largest-contentful-paint-element': z.object({ details: z.unknown().optional() }).optional(),
  }),
})

export interface PageMetrics {
  /** 0..1 */
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  /** Bytes over the wire (Lighthouse's total-byte-weight). */
  transferBytes: number
  /** How long the server took to answer the document (observed, not simulated): the request-time work. */
  serverResponseMs: number
  /**
   * Script bytes over the wire whose request had finished when the load Lighthouse watched painted its LCP (in the
   * simulated mode, the fast load): what the simulated estimate charges before the LCP (docs/benchmark.md).
   */
  scriptBytesBeforeLcp: number
  /**
   * Bytes over the wire of every request (document, fonts, scripts, images) that had finished by that LCP. In the
   * simulated mode this is what the estimate lays end to end before the LCP (docs/benchmark.md).
   */
  bytesBeforeLcp: number
  /**
   * When the load Lighthouse watched painted its LCP, ms after the navigation started. In the simulated mode that
   * is the fast load, and everything that had arrived by then is charged; a fast load that waited for Chromium's
   * compositor paints about 1.25 or 2.25 s in (docs/benchmark.md, "The compositor's one-second tick").
   */
  observedLcpMs: number
}

export interface RunSummary {
  metrics: PageMetrics
  /** The LCP element's HTML snippet, when Lighthouse found one. */
  lcpElement: string | null
  warnings: string[]
  /**
   * Lighthouse's measure of how fast this machine ran at the time (higher is faster). Simulated
   * timings scale the CPU work observed, so a busy machine inflates TBT and LCP: compare runs with
   * similar indexes.
   */
  benchmarkIndex: number
  settings: { formFactor: string; throttlingMethod: string; lighthouseVersion: string }
}

const nodeItem = z.object({ type: z.literal('node'), snippet: z.string() })

/** The first DOM node snippet anywhere in an audit's details (its shape varies between versions). */
function firstSnippet(value: unknown): string | null {
  const node = nodeItem.safeParse(value)
  if (node.success) return node.data.snippet
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstSnippet(item)
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const found = firstSnippet(item)
      if (found) return found
    }
  }
  return null
}

/** Bytes of the requests (of one resource type, or all) that had finished by the observed LCP. */
function bytesFinishedBeforeLcp(
  observed: z.infer<typeof observedSchema>,
  requests: z.infer<typeof networkRequestsSchema>,
  resourceType?: string,
): number {
  const { networkStartTimeTs } = requests.details.debugData
  const lcpMs = (observed.details.items[0].observedLargestContentfulPaintTs - networkStartTimeTs) / 1000
  return requests.details.items.reduce(
    (sum, request) =>
      (resourceType === undefined || request.resourceType === resourceType) &&
      request.networkEndTime !== undefined &&
      request.networkEndTime <= lcpMs
        ? sum + request.transferSize
        : sum,
    0,
  )
}

const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const

const auditErrors = z.object({
  audits: z.record(z.string(), z.object({ errorMessage: z.string().optional() })),
})

/** A metric Lighthouse gave up on (it says why in the audit, and leaves the value out). */
function failedMetric(raw: unknown): { audit: string; message: string } | null {
  const parsed = auditErrors.safeParse(raw)
  if (!parsed.success) return null
  for (const audit of METRIC_AUDITS) {
    const message = parsed.data.audits[audit]?.errorMessage
    if (message) return { audit, message }
  }
  return null
}

export function summarizeLhr(raw: unknown): RunSummary {
  const outcome = outcomeSchema.parse(raw)
  if (outcome.runtimeError) {
    throw new Error(
      `Lighthouse could not measure ${outcome.finalDisplayedUrl}: ${outcome.runtimeError.code} ${outcome.runtimeError.message}`,
    )
  }
  const failed = failedMetric(raw)
  if (failed)
    throw new Error(`Lighthouse could not measure ${failed.audit} of ${outcome.finalDisplayedUrl}: ${failed.message}`)
  const lhr = lhrSchema.parse(raw)
  const score = lhr.categories.performance.score
  if (score === null) throw new Error(`Lighthouse gave ${lhr.finalDisplayedUrl} no performance score`)
  const audits = lhr.audits
  return {
    metrics: {
      performance: score,
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      speedIndexMs: audits['speed-index'].numericValue,
      transferBytes: audits['total-byte-weight'].numericValue,
      serverResponseMs: audits['server-response-time'].numericValue,
      scriptBytesBeforeLcp: bytesFinishedBeforeLcp(audits.metrics, audits['network-requests'], 'Script'),
      bytesBeforeLcp: bytesFinishedBeforeLcp(audits.metrics, audits['network-requests']),
      observedLcpMs: audits.metrics.details.items[0].observedLargestContentfulPaint,
    },
    lcpElement:
      firstSnippet(audits['lcp-breakdown-insight']?.details) ??
      firstSnippet(audits['largest-contentful-paint-element']?.details),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    settings: { ...lhr.configSettings, lighthouseVersion: lhr.lighthouseVersion },
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Each metric's median over the runs (one run: that run). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  if (runs.length === 0) throw new Error('no runs to summarize')
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    transferBytes: of('transferBytes'),
    serverResponseMs: of('serverResponseMs'),
    scriptBytesBeforeLcp: of('scriptBytesBeforeLcp'),
    bytesBeforeLcp: of('bytesBeforeLcp'),
    observedLcpMs: of('observedLcpMs'),
  }
}
