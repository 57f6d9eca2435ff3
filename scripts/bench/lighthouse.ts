/**
 * `npm run bench`: Lighthouse (mobile, throttled in Chromium) over every public route of lib/routes.ts,
 * against `next start` of the current build in local mode, beside two references measured in the same
 * run: the framework floor (a bare Next app on `next start`, framework-floor.ts) and the content limit
 * (the home page without scripts and web fonts, replayed by a file server, content-limit.ts). Runs are
 * interleaved — each run measures the references and then every route — so a machine that slows down
 * during the benchmark slows every row alike. Prints a table and a verdict per route, and writes the
 * full result to .bench/. A benchmark, not a test: it reports, it does not fail on numbers.
 *
 *   npm run bench                       every public route, one run each
 *   npm run bench -- --runs 5           medians of five runs
 *   npm run bench -- --route /          one route
 *   npm run bench -- --throttling simulate   Lighthouse's simulated slow load instead of a throttled one
 *
 * Builds first when the dist folder (NEXT_DIST_DIR, default .next) has no BUILD_ID, and builds the
 * framework floor once per next/react version (kept in ~/.cache/academy-site/).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { appRouteOf, BUDGETED_ROUTES, PUBLIC_ROUTES, type SiteRoute } from '../../lib/routes'
import { parseBenchArgs } from './args'
import { readRouteBundles } from './bundle-stats'
import { startChromium } from './chromium'
import { ensureFrameworkFloor, startFrameworkFloor } from './framework-floor'
import { medianMetrics, type PageMetrics, type RunSummary } from './lighthouse-metrics'
import { distDir, distDirName, ensureBuild, repoRoot, startNext } from './next-server'
import { isStopping, removeOnExit, stopAll, stopAllOnExit } from './processes'
import { formatTable, MUST, TARGET, verdict, type TableRow } from './report'
import { runLighthouse } from './run-lighthouse'
import { interleave } from './schedule'
import { serveStatic } from './static-server'
import { snapshotContentLimit } from './static-snapshot'

/** The page whose content limit is measured: the home page, the one the framework floor's text mirrors. */
const CONTENT_LIMIT_PAGE = '/'
/** A run Lighthouse could not finish is tried this many times in all. */
const MAX_ATTEMPTS = 2
/** The goals are judged on medians of this many runs (docs/benchmark.md). */
const GOAL_RUNS = 5

interface Row {
  /** Names its Lighthouse reports in .bench/<time>/. */
  key: string
  label: string
  url: string
  route: SiteRoute | null
  jsGzipBytes: number | null
  budgetKib: number | null
  runs: RunSummary[]
  lhrFiles: string[]
  errors: string[]
}

function pickRoutes(only: string | null): readonly SiteRoute[] {
  if (only === null) return PUBLIC_ROUTES
  const listed = BUDGETED_ROUTES.find((route) => route.path === only)
  if (!listed)
    throw new Error(`${only} is not in lib/routes.ts; listed: ${BUDGETED_ROUTES.map((r) => r.path).join(', ')}`)
  return [listed]
}

const slug = (urlPath: string) =>
  urlPath === '/' ? 'home' : urlPath.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-')

const medianOf = (row: Row): PageMetrics | null =>
  row.runs.length ? medianMetrics(row.runs.map((run) => run.metrics)) : null

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function main() {
  const args = parseBenchArgs(process.argv.slice(2))
  stopAllOnExit()
  const routes = pickRoutes(args.route)
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const outDir = path.join(repoRoot, '.bench')
  const lhrDir = path.join(outDir, stamp)
  await mkdir(lhrDir, { recursive: true })

  // Undone in reverse order however the benchmark ends (main().catch stops the process groups too).
  const cleanups: (() => Promise<void>)[] = []
  try {
    await ensureBuild()
    const floorApp = await ensureFrameworkFloor()
    const bundles = new Map((await readRouteBundles(distDir)).map((bundle) => [bundle.route, bundle]))
    const floorBundles = await readRouteBundles(path.join(floorApp.dir, '.next'), floorApp.dir)

    const next = await startNext()
    cleanups.push(next.stop)
    console.log(`site: next start (${distDirName}/) on ${next.origin}`)
    const floorServer = await startFrameworkFloor(floorApp)
    cleanups.push(floorServer.stop)
    const versions = Object.entries(floorApp.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')
    console.log(`framework floor: next start on ${floorServer.origin} (${versions}; ${floorApp.dir})`)
    const limitDir = await mkdtemp(path.join(tmpdir(), 'bench-content-limit-'))
    const removeLimitDir = removeOnExit(limitDir)
    cleanups.push(async () => removeLimitDir())
    const snapshot = await snapshotContentLimit(next.origin, CONTENT_LIMIT_PAGE, limitDir)
    const limitServer = await serveStatic(limitDir)
    cleanups.push(limitServer.close)
    const { removed } = snapshot
    console.log(
      `content limit: ${CONTENT_LIMIT_PAGE} without ${removed.scripts} scripts, ${removed.preloads} script and font ` +
        `preloads and ${removed.fontFaces} web fonts; ${snapshot.files.length} files served on ${limitServer.origin}`,
    )
    const chromium = await startChromium()
    cleanups.push(chromium.stop)

    const newRow = (fields: Omit<Row, 'runs' | 'lhrFiles' | 'errors'>): Row => ({
      ...fields,
      runs: [],
      lhrFiles: [],
      errors: [],
    })
    const floorRow = newRow({
      key: 'framework-floor',
      label: 'framework floor',
      url: `${floorServer.origin}/`,
      route: null,
      jsGzipBytes: floorBundles.find((bundle) => bundle.route === '/')?.gzipBytes ?? null,
      budgetKib: null,
    })
    const limitRow = newRow({
      key: 'content-limit',
      label: `content limit (${CONTENT_LIMIT_PAGE})`,
      url: limitServer.origin + CONTENT_LIMIT_PAGE,
      route: null,
      jsGzipBytes: 0,
      budgetKib: null,
    })
    const routeRows = routes.map((route) =>
      newRow({
        key: slug(route.path),
        label: route.path,
        url: next.origin + route.path,
        route,
        jsGzipBytes: bundles.get(appRouteOf(route))?.gzipBytes ?? null,
        budgetKib: route.budgetKib,
      }),
    )
    const rows = [floorRow, limitRow, ...routeRows]

    for (const { run, row } of interleave(rows, args.runs)) {
      // A run Lighthouse cannot finish (on a busy machine it sometimes finds no quiet window to end TBT) is
      // tried once more, so a row keeps its five runs; a row that fails twice is reported as not measured.
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const started = Date.now()
        try {
          const { summary, lhr } = await runLighthouse(row.url, chromium.port, args.throttling)
          const file = path.join(lhrDir, `${row.key}.run${run}.lhr.json`)
          await writeFile(file, JSON.stringify(lhr))
          row.runs.push(summary)
          row.lhrFiles.push(path.relative(repoRoot, file))
          const m = summary.metrics
          console.log(
            `  run ${run}/${args.runs} ${row.label}: perf ${m.performance.toFixed(2)}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, ` +
              `TBT ${Math.round(m.tbtMs)} ms, machine index ${Math.round(summary.benchmarkIndex)} ` +
              `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
          )
          break
        } catch (error) {
          if (isStopping()) break
          const last = attempt === MAX_ATTEMPTS
          // one row that cannot be measured (not in this build, a page error) does not lose the others
          if (last) row.errors.push(`run ${run}: ${errorText(error)}`)
          console.error(
            `  run ${run}/${args.runs} ${row.label}: ${last ? 'not measured' : 'trying again'}: ${errorText(error)}`,
          )
        }
      }
      if (isStopping()) break
    }

    // Ctrl-C: the signal handler stops everything and exits; an interrupted run writes no result.
    if (isStopping()) return
    const floor = medianOf(floorRow)
    const measured = rows.filter((row) => row.runs.length > 0)
    const settings = measured[0]?.runs[0]?.settings
    const indexes = measured.flatMap((row) => row.runs.map((run) => run.benchmarkIndex))
    if (settings) {
      console.log(
        `\nLighthouse ${settings.lighthouseVersion}, ${settings.formFactor}, ${settings.throttlingMethod} throttling, ` +
          `${args.runs === 1 ? 'one run' : `median of ${args.runs} runs`} per row, interleaved; ` +
          `machine index ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} ` +
          `(lower = busier or slower machine)\n`,
      )
    }
    const tableRows: TableRow[] = measured.map((row) => ({
      label: row.label,
      metrics: medianOf(row)!,
      indexes: row.runs.map((run) => run.benchmarkIndex),
      jsGzipBytes: row.jsGzipBytes,
      budgetKib: row.budgetKib,
    }))
    console.log(formatTable(tableRows, floor))
    console.log(
      `\nmust-goal: LCP ≤ ${MUST.lcpRatio}× the framework floor, TBT ≤ floor + ${MUST.tbtOverMs} ms, CLS ${MUST.cls}; ` +
        `target: ≤ ${TARGET.lcpRatio}×, + ${TARGET.tbtOverMs} ms` +
        (args.runs < GOAL_RUNS ? ` (judged on medians of --runs ${GOAL_RUNS}; with ${args.runs}, a first look)` : ''),
    )
    const verdicts = new Map<Row, string>()
    for (const row of rows) {
      if (row.runs.length === 0) {
        console.log(`${row.label}: NOT MEASURED (${row.errors.join('; ')})`)
        continue
      }
      const partly = row.errors.length ? ` [measured in ${row.runs.length} of ${args.runs} runs]` : ''
      if (row.route === null) {
        if (partly) console.log(`${row.label}:${partly}`)
        continue
      }
      const said = verdict(medianOf(row)!, floor)
      verdicts.set(row, said)
      const lcpElement = row.runs[0]?.lcpElement
      console.log(`${row.label}: ${said}${partly}${lcpElement ? `; LCP element ${lcpElement}` : ''}`)
    }

    const resultOf = (row: Row) => ({
      runs: row.runs,
      median: medianOf(row),
      lhrFiles: row.lhrFiles,
      errors: row.errors,
      jsGzipBytes: row.jsGzipBytes,
    })
    const report = {
      startedAt: stamp,
      distDir: distDirName,
      runsPerRow: args.runs,
      order: 'interleaved: each run measures the framework floor, the content limit, then every route',
      settings,
      goals: { must: MUST, target: TARGET, judgedOnRuns: GOAL_RUNS },
      references: {
        frameworkFloor: { dir: floorApp.dir, versions: floorApp.versions, ...resultOf(floorRow) },
        contentLimit: {
          page: CONTENT_LIMIT_PAGE,
          files: snapshot.files,
          removed: snapshot.removed,
          skipped: snapshot.skipped,
          misses: [...limitServer.misses],
          ...resultOf(limitRow),
        },
      },
      routes: routeRows.map((row) => ({
        ...row.route,
        ...resultOf(row),
        budgetKib: row.budgetKib,
        verdict: verdicts.get(row) ?? null,
      })),
      failed: rows.filter((row) => row.errors.length).map((row) => ({ row: row.label, errors: row.errors })),
    }
    if (limitServer.misses.size)
      console.warn(
        `content limit: not in the snapshot, so the replay differs from the page: ${[...limitServer.misses].join(', ')}`,
      )
    const reportFile = path.join(outDir, `${stamp}.json`)
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`)
    await writeFile(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log(
      `\nfull result: ${path.relative(repoRoot, reportFile)} (Lighthouse reports in ${path.relative(repoRoot, lhrDir)}/)`,
    )
    if (report.failed.length) process.exitCode = 1
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => console.error(`while stopping: ${errorText(error)}`))
  }
}

main().catch(async (error: unknown) => {
  // after Ctrl-C, a build or run cut short fails on its way out; the signal handler is ending the process
  if (isStopping()) return
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  await stopAll()
  process.exit(1)
})
