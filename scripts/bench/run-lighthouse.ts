import lighthouse from 'lighthouse'

import { summarizeLhr, type RunSummary } from './lighthouse-metrics'
import { THROTTLING_METHOD, type BenchMode } from './modes'

/**
 * One Lighthouse navigation of `url` in the already running chromium on `port`: Lighthouse's default
 * config (mobile form factor, slow 4G and 4x CPU slowdown), performance category only (the score is the
 * same as in a full run), slowed down as `mode` does it (modes.ts). Answers the summary and the full
 * LHR, for the JSON report.
 */
export async function runLighthouse(
  url: string,
  port: number,
  mode: BenchMode,
): Promise<{ summary: RunSummary; lhr: unknown }> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    throttlingMethod: THROTTLING_METHOD[mode],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const lhr: unknown = result.lhr
  return { summary: summarizeLhr(lhr), lhr }
}
