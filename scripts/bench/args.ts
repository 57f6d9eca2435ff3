import { parseArgs } from 'node:util'

export interface BenchArgs {
  /** Lighthouse runs of every row (the two references and each route), interleaved; medians are reported. */
  runs: number
  /** Only this route (a path from lib/routes.ts), or every public route. */
  route: string | null
  /**
   * How Lighthouse slows the load down to a phone's: `devtools` (the default) throttles the real load in
   * Chromium and measures it; `simulate` loads unthrottled and estimates the slow load from it (docs/benchmark.md
   * says why the default is measured).
   */
  throttling: Throttling
}

export const THROTTLING_METHODS = ['devtools', 'simulate'] as const
export type Throttling = (typeof THROTTLING_METHODS)[number]

function isThrottling(value: string): value is Throttling {
  return (THROTTLING_METHODS as readonly string[]).includes(value)
}

const USAGE = `npm run bench [-- --runs N] [-- --route /path] [-- --throttling devtools|simulate]
  --runs N      Lighthouse runs of each route and reference, medians reported (default 1;
                the goals are judged on 5)
  --route /x    only this route, with the references (default: every route in PUBLIC_ROUTES)
  --throttling  devtools: the load is slowed down in Chromium and measured (default; the goals
                are judged on it); simulate: Lighthouse estimates the slow load from a fast one`

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string', default: '1' },
      route: { type: 'string' },
      throttling: { type: 'string', default: 'devtools' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1 || runs > 25)
    throw new Error(`--runs must be a whole number from 1 to 25\n${USAGE}`)
  if (values.route !== undefined && !values.route.startsWith('/'))
    throw new Error(`--route takes a path such as /\n${USAGE}`)
  if (!isThrottling(values.throttling))
    throw new Error(`--throttling takes ${THROTTLING_METHODS.join(' or ')}\n${USAGE}`)
  return { runs, route: values.route ?? null, throttling: values.throttling }
}
