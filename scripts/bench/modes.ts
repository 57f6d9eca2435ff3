/**
 * The two ways the benchmark slows a load down to a phone's. Both use Lighthouse's default mobile profile
 * (a Moto G Power-sized screen, slow 4G, a 4× slower CPU); they differ in how that profile is applied and in
 * how Chromium is started (chromium.ts).
 *
 * - `applied`: the slow network and CPU are applied to a real load in Chromium, and the load is measured
 *   (Lighthouse's `devtools` throttling), in a Chromium with RenderDocument on.
 * - `simulated`: Lighthouse's defaults, as PageSpeed Insights and the Lighthouse CLI run them: a fast load
 *   from which Lighthouse estimates the slow one (`simulate` throttling), in a Chromium started with
 *   chrome-launcher's own flags.
 */
export const BENCH_MODES = ['applied', 'simulated'] as const
export type BenchMode = (typeof BENCH_MODES)[number]

export function isBenchMode(value: string): value is BenchMode {
  return (BENCH_MODES as readonly string[]).includes(value)
}

/** Lighthouse's `throttlingMethod` for each mode. */
export const THROTTLING_METHOD = {
  applied: 'devtools',
  simulated: 'simulate',
} as const satisfies Record<BenchMode, string>

/** Each mode in a line, over its table. */
export const MODE_SUMMARY = {
  applied: 'the slow phone applied to a real load in Chromium and measured (devtools throttling, RenderDocument on)',
  simulated:
    "Lighthouse's defaults, as PageSpeed Insights runs them: a fast load from which Lighthouse estimates the slow one " +
    "(simulate throttling, chrome-launcher's flags)",
} as const satisfies Record<BenchMode, string>
