import { parseArgs } from 'node:util'

import { BENCH_MODES, isBenchMode, type BenchMode } from './modes'

export interface BenchArgs {
  /** Lighthouse runs of every row (the two references and each route), interleaved; medians are reported. */
  runs: number
  /** Only these routes (paths from lib/routes.ts, `--route` given once each), or every public route when empty. */
  routes: string[]
  /** The modes measured (modes.ts), in the order each run measures them. */
  modes: BenchMode[]
  /** Serve every page over HTTP/2 and TLS, the built assets from the front (http2-front.ts), as in production. */
  http2: boolean
}

const USAGE = `npm run bench [-- --runs N] [-- --route /path ...] [-- --mode applied|simulated|both] [-- --http2]
  --runs N    Lighthouse runs of each route and reference, medians reported (default 1;
              the goals are judged on 5)
  --route /x  only this route, with the references; give it again for more routes
              (default: every route in PUBLIC_ROUTES)
  --mode      applied: the slow phone is applied to a real load in Chromium and measured;
              simulated: Lighthouse's defaults, as PageSpeed Insights runs them (a fast load
              from which Lighthouse estimates the slow one); both (default): the two, interleaved
  --http2     serve the site and both references over HTTP/2 and TLS, as a host such as
              Vercel serves the site, the built assets from their precompressed copies
              (default: HTTP/1.1, everything from next start)`

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  // `--throttling` was replaced by `--mode`; it is not an alias, as `simulated` also starts Chromium differently.
  if (argv.some((arg) => arg === '--throttling' || arg.startsWith('--throttling=')))
    throw new Error(`--throttling is gone: use --mode applied (was devtools) or --mode simulated\n${USAGE}`)
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string', default: '1' },
      route: { type: 'string', multiple: true },
      mode: { type: 'string', default: 'both' },
      http2: { type: 'boolean', default: false },
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
  const routes = values.route ?? []
  if (routes.some((route) => !route.startsWith('/'))) throw new Error(`--route takes a path such as /\n${USAGE}`)
  const mode = values.mode
  if (mode !== 'both' && !isBenchMode(mode))
    throw new Error(`--mode takes ${[...BENCH_MODES, 'both'].join(', ')}\n${USAGE}`)
  return { runs, routes, modes: mode === 'both' ? [...BENCH_MODES] : [mode], http2: values.http2 }
}
