import lighthouse from 'lighthouse'

import type { Throttling } from './args'
import { summarizeLhr, type RunSummary } from './lighthouse-metrics'

/**
 * One Lighthouse navigation of `url` in the already running chromium on `port`: Lighthouse's default
 * config (mobile form factor, slow 4G and 4x CPU slowdown), performance category only (the score is the
 * same as in a full run), with the slowdown applied by `throttling`. Answers the summary and the full
 * LHR, for the JSON report.
 */
export async function runLighthouse(
  url: string,
  port: number,
  throttling: Throttling,
): Promise<{ summary: RunSummary; lhr: unknown }> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    throttlingMethod: throttling,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const lhr: unknown = result.lhr
  return { summary: summarizeLhr(lhr), lhr }
}
