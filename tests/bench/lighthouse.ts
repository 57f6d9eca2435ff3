/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) over every public route of lib/routes.ts,
 * against `next start` of the current build in local mode, beside a static-file floor — the home page's
 * own saved HTML, CSS, JS, fonts and images replayed by a plain file server. Prints a table and writes
 * the full result to .bench/. A benchmark, not a test: it reports, it does not fail on numbers.
 *
 *   npm run bench                       every public route, one run each
 *   npm run bench -- --runs 5           medians of five runs
 *   npm run bench -- --route /          one route
 *
 * Builds first when the dist folder (NEXT_DIST_DIR, default .next) has no BUILD_ID.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BUDGETS_KIB, PUBLIC_ROUTES, BUDGETED_ROUTES, appRouteOf, type SiteRoute } from '../../lib/routes'
import { readRouteBundles } from '../support/bundle-stats'
import { parseBenchArgs } from './args'
import { startChromium } from './chromium'
import { medianMetrics, type PageMetrics, type RunSummary } from './lighthouse-metrics'
import { distDir, distDirName, ensureBuild, repoRoot, startNext } from './next-server'
import { stopAll, stopAllOnExit } from './processes'
import { formatTable, missedGoals, type RouteRow } from './report'
import { runLighthouse } from './run-lighthouse'
import { snapshotPage } from './static-snapshot'
import { serveStatic } from './static-server'

interface Measured {
  runs: RunSummary[]
  median: PageMetrics
  lhrFiles: string[]
}

const FLOOR_PAGE = '/'

function pickRoutes(only: string | null): readonly SiteRoute[] {
  if (only === null) return PUBLIC_ROUTES
  const listed = BUDGETED_ROUTES.find((route) => route.path === only)
  if (!listed)
    throw new Error(`${only} is not in lib/routes.ts; listed: ${BUDGETED_ROUTES.map((r) => r.path).join(', ')}`)
  return [listed]
}

const slug = (urlPath: string) =>
  urlPath === '/' ? 'home' : urlPath.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-')

async function main() {
  const args = parseBenchArgs(process.argv.slice(2))
  stopAllOnExit()
  const routes = pickRoutes(args.route)
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const outDir = path.join(repoRoot, '.bench')
  const lhrDir = path.join(outDir, stamp)
  await mkdir(lhrDir, { recursive: true })

  await ensureBuild()
  const bundles = new Map((await readRouteBundles(distDir)).map((bundle) => [bundle.route, bundle]))

  const snapshotDir = await mkdtemp(path.join(tmpdir(), 'bench-floor-'))
  const next = await startNext()
  console.log(`next start (${distDirName}/) on ${next.origin}`)
  const snapshot = await snapshotPage(next.origin, FLOOR_PAGE, snapshotDir)
  const floorServer = await serveStatic(snapshotDir)
  console.log(`static floor: ${FLOOR_PAGE} saved as ${snapshot.files.length} files, served on ${floorServer.origin}`)
  const chromium = await startChromium()

  try {
    const measure = async (name: string, url: string): Promise<Measured> => {
      const runs: RunSummary[] = []
      const lhrFiles: string[] = []
      for (let run = 1; run <= args.runs; run += 1) {
        const started = Date.now()
        const { summary, lhr } = await runLighthouse(url, chromium.port)
        const file = path.join(lhrDir, `${name}.run${run}.lhr.json`)
        await writeFile(file, JSON.stringify(lhr))
        runs.push(summary)
        lhrFiles.push(path.relative(repoRoot, file))
        const m = summary.metrics
        console.log(
          `  ${name} run ${run}/${args.runs}: perf ${m.performance.toFixed(2)}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, ` +
            `machine index ${Math.round(summary.benchmarkIndex)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        )
      }
      return { runs, median: medianMetrics(runs.map((run) => run.metrics)), lhrFiles }
    }

    const floor = await measure('floor', `${floorServer.origin}${FLOOR_PAGE}`)
    // router prefetches (?_rsc=) are request-time framework work the floor has no answer for, by design
    const missing = [...floorServer.misses].filter((url) => !url.includes('_rsc='))
    if (missing.length)
      console.warn(`  floor: not in the snapshot, so the replay differs from the page: ${missing.join(', ')}`)
    const measured: { route: SiteRoute; result: Measured }[] = []
    const failed: { path: string; error: string }[] = []
    for (const route of routes) {
      try {
        measured.push({ route, result: await measure(slug(route.path), next.origin + route.path) })
      } catch (error) {
        // one route that cannot be measured (not in this build, a page error) does not lose the others
        const message = error instanceof Error ? error.message : String(error)
        failed.push({ path: route.path, error: message })
        console.error(`  ${route.path}: not measured: ${message}`)
      }
    }

    const floorRow: RouteRow = {
      path: FLOOR_PAGE,
      label: `floor (static ${FLOOR_PAGE})`,
      metrics: floor.median,
      lcpVsFloor: null,
      jsGzipBytes: null,
      budgetKib: null,
    }
    const rows: RouteRow[] = measured.map(({ route, result }) => ({
      path: route.path,
      label: route.path,
      metrics: result.median,
      lcpVsFloor: result.median.lcpMs / floor.median.lcpMs,
      jsGzipBytes: bundles.get(appRouteOf(route))?.gzipBytes ?? null,
      budgetKib: BUDGETS_KIB[route.budget],
    }))

    const settings = floor.runs[0]!.settings
    const indexes = [floor, ...measured.map((m) => m.result)].flatMap((m) => m.runs.map((run) => run.benchmarkIndex))
    console.log(
      `\nLighthouse ${settings.lighthouseVersion}, ${settings.formFactor}, ${settings.throttlingMethod} throttling, ` +
        `${args.runs === 1 ? 'one run' : `median of ${args.runs} runs`} per row; ` +
        `machine index ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} (lower = busier machine, slower simulated CPU)\n`,
    )
    console.log(formatTable([floorRow, ...rows]))
    console.log('')
    for (const { path: failedPath, error } of failed) console.log(`${failedPath}: NOT MEASURED (${error})`)
    for (const { route, result } of measured) {
      const missed = missedGoals(result.median)
      const lcpElement = result.runs[0]?.lcpElement
      console.log(
        `${route.path}: ${missed.length ? `MISSES ${missed.join('; ')}` : 'meets the goals'}${lcpElement ? `; LCP element ${lcpElement}` : ''}`,
      )
    }

    const report = {
      startedAt: stamp,
      distDir: distDirName,
      runsPerRoute: args.runs,
      settings,
      floor: { page: FLOOR_PAGE, files: snapshot.files, misses: [...floorServer.misses], ...floor },
      routes: measured.map(({ route, result }, i) => ({ ...route, ...result, row: rows[i] })),
      failed,
    }
    const reportFile = path.join(outDir, `${stamp}.json`)
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`)
    await writeFile(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log(
      `\nfull result: ${path.relative(repoRoot, reportFile)} (Lighthouse reports in ${path.relative(repoRoot, lhrDir)}/)`,
    )
    if (failed.length) process.exitCode = 1
  } finally {
    await chromium.stop()
    await floorServer.close()
    await next.stop()
    await rm(snapshotDir, { recursive: true, force: true })
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  await stopAll()
  process.exit(1)
})
