/**
 * `npm run bench`: Lighthouse (mobile) over every public route of lib/routes.ts, against `next start` of the
 * current build in local mode, in two modes (modes.ts): `applied` (the slowdown applied to a real load in
 * Chromium and measured) and `simulated` (Lighthouse's defaults, as PageSpeed Insights runs them), each in
 * its own Chromium. Beside the routes, two references are measured in the same run and mode: the framework
 * floor (a bare Next app on `next start`, framework-floor.ts) and the content limit (the home page without
 * scripts and web fonts, replayed by a file server, content-limit.ts). Runs are interleaved — each run
 * measures the references and every route in one mode, then the same in the other — so a machine that slows
 * down during the benchmark slows every row alike. Each page's document is fetched once for its size. Prints a
 * table and a verdict per route for each mode, and writes the full result to .bench/. A benchmark, not a
 * test: it reports, it does not fail on numbers.
 *
 *   npm run bench                          every public route, one run each, in both modes
 *   npm run bench -- --runs 5              medians of five runs
 *   npm run bench -- --route /             one route
 *   npm run bench -- --mode simulated      one mode only (applied, simulated or both)
 *
 * Builds first when the dist folder (NEXT_DIST_DIR, default .next) has no BUILD_ID, and builds the
 * framework floor once per next/react version (kept in ~/.cache/academy-site/).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { appRouteOf, BUDGETED_ROUTES, PUBLIC_ROUTES, type SiteRoute } from '../../lib/routes'
import { precompressStatic } from '../precompress-static'
import { parseBenchArgs } from './args'
import { readRouteBundles } from './bundle-stats'
import { chromeFlagsFor, startChromium, type RunningChromium } from './chromium'
import { fetchDocumentSize } from './document-size'
import { ensureFrameworkFloor, startFrameworkFloor } from './framework-floor'
import { describeFloorSpread, describeGoals, fastestFloorNote, floorSpread, GOALS, verdict } from './goals'
import { loopbackCertificate, startHttp2Front } from './http2-front'
import type { PageMetrics } from './lighthouse-metrics'
import { MODE_SUMMARY, THROTTLING_METHOD, type BenchMode } from './modes'
import { distDir, distDirName, ensureBuild, repoRoot, startNext } from './next-server'
import { isStopping, removeOnExit, stopAll, stopAllOnExit } from './processes'
import { formatTable, type TableRow } from './report'
import { medianOf, rowsByMode, type Page, type Row } from './rows'
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

function pickRoutes(only: readonly string[]): readonly SiteRoute[] {
  if (only.length === 0) return PUBLIC_ROUTES
  return only.map((wanted) => {
    const listed = BUDGETED_ROUTES.find((route) => route.path === wanted)
    if (!listed)
      throw new Error(`${wanted} is not in lib/routes.ts; listed: ${BUDGETED_ROUTES.map((r) => r.path).join(', ')}`)
    return listed
  })
}

const slug = (urlPath: string) =>
  urlPath === '/' ? 'home' : urlPath.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-')

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function main() {
  const args = parseBenchArgs(process.argv.slice(2))
  stopAllOnExit()
  const routes = pickRoutes(args.routes)
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
    // What Lighthouse loads. With --http2 each server gets an HTTP/2 front; documents are sized from the servers.
    const origins = { site: next.origin, floor: floorServer.origin, limit: limitServer.origin }
    if (args.http2) {
      const certificate = loopbackCertificate()
      // The hosts serve the built assets themselves, compressed once (docs/deploying.md#the-built-assets); the content
      // limit's replay server already answers from disk.
      const staticDirs = { site: path.join(distDir, 'static'), floor: path.join(floorApp.dir, '.next', 'static') }
      for (const dir of Object.values(staticDirs)) await precompressStatic(dir)
      for (const key of ['site', 'floor', 'limit'] as const) {
        const front = await startHttp2Front(
          origins[key],
          certificate,
          key === 'limit' ? {} : { staticDir: staticDirs[key] },
        )
        cleanups.push(front.close)
        origins[key] = front.origin
      }
      console.log(
        `HTTP/2 and TLS in front of each: site ${origins.site}, floor ${origins.floor}, limit ${origins.limit}`,
      )
    }
    const chromiums = new Map<BenchMode, RunningChromium>()
    for (const mode of args.modes) {
      const chromium = await startChromium(mode, { http2: args.http2 })
      cleanups.push(chromium.stop)
      chromiums.set(mode, chromium)
    }

    // Each page's document, once: the same HTML is loaded in every mode.
    const documentOf = async (url: string): Promise<Pick<Page, 'html' | 'htmlError'>> => {
      try {
        return { html: await fetchDocumentSize(url), htmlError: null }
      } catch (error) {
        return { html: null, htmlError: `HTML not measured: ${errorText(error)}` }
      }
    }
    const pages: Page[] = [
      {
        key: 'framework-floor',
        label: 'framework floor',
        url: `${origins.floor}/`,
        route: null,
        contentPage: false,
        ...(await documentOf(`${floorServer.origin}/`)),
        jsGzipBytes: floorBundles.find((bundle) => bundle.route === '/')?.gzipBytes ?? null,
        budgetKib: null,
      },
      {
        key: 'content-limit',
        label: `content limit (${CONTENT_LIMIT_PAGE})`,
        url: origins.limit + CONTENT_LIMIT_PAGE,
        route: null,
        contentPage: false,
        ...(await documentOf(limitServer.origin + CONTENT_LIMIT_PAGE)),
        jsGzipBytes: 0,
        budgetKib: null,
      },
    ]
    for (const route of routes) {
      pages.push({
        key: slug(route.path),
        label: route.path,
        url: origins.site + route.path,
        route,
        contentPage: PUBLIC_ROUTES.some((publicRoute) => publicRoute.path === route.path),
        ...(await documentOf(next.origin + route.path)),
        jsGzipBytes: bundles.get(appRouteOf(route))?.gzipBytes ?? null,
        budgetKib: route.budgetKib,
      })
    }
    const byMode = rowsByMode(pages, args.modes)

    // run 1: every page in the first mode, then every page in the second; then run 2, and so on
    for (const { run, row } of interleave([...byMode.values()].flat(), args.runs)) {
      const chromium = chromiums.get(row.mode)!
      const name = `${row.mode} ${row.label}`
      // A run Lighthouse cannot finish (on a busy machine it sometimes finds no quiet window to end TBT) is
      // tried once more, so a row keeps its five runs; a row that fails twice is reported as not measured.
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const started = Date.now()
        try {
          const { summary, lhr } = await runLighthouse(row.url, chromium.port, row.mode)
          const file = path.join(lhrDir, `${row.mode}.${row.key}.run${run}.lhr.json`)
          await writeFile(file, JSON.stringify(lhr))
          row.runs.push(summary)
          row.lhrFiles.push(path.relative(repoRoot, file))
          const m = summary.metrics
          console.log(
            `  run ${run}/${args.runs} ${name}: perf ${m.performance.toFixed(2)}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, ` +
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
            `  run ${run}/${args.runs} ${name}: ${last ? 'not measured' : 'trying again'}: ${errorText(error)}`,
          )
        }
      }
      if (isStopping()) break
    }

    // Ctrl-C: the signal handler stops everything and exits; an interrupted run writes no result.
    if (isStopping()) return
    const modes = Object.fromEntries(
      [...byMode].map(([mode, rows]) => [mode, summarizeMode(mode, rows, args.runs, args.http2)] as const),
    )
    const all = [...byMode.values()].flat()
    const report = {
      startedAt: stamp,
      distDir: distDirName,
      runsPerRow: args.runs,
      protocol: args.http2 ? 'h2 (TLS front, --http2)' : 'http/1.1 (next start)',
      order:
        'interleaved: each run measures the framework floor, the content limit, then every route, in one mode ' +
        'and then in the next',
      goalsJudgedOnRuns: GOAL_RUNS,
      references: {
        frameworkFloor: { dir: floorApp.dir, versions: floorApp.versions },
        contentLimit: {
          page: CONTENT_LIMIT_PAGE,
          files: snapshot.files,
          removed: snapshot.removed,
          skipped: snapshot.skipped,
          misses: [...limitServer.misses],
        },
      },
      modes,
      failed: [
        ...pages
          .filter((page) => page.htmlError)
          .map((page) => ({ mode: null, row: page.label, errors: [page.htmlError] })),
        ...all
          .filter((row) => row.errors.length)
          .map((row) => ({ mode: row.mode, row: row.label, errors: row.errors })),
      ],
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

/**
 * Prints one mode's table (the references, then the routes), its goals and a verdict per route, and
 * answers that mode's part of the JSON result.
 */
function summarizeMode(mode: BenchMode, rows: readonly Row[], runs: number, http2: boolean) {
  const [floorRow, limitRow] = rows
  const floor: PageMetrics | null = floorRow ? medianOf(floorRow) : null
  const goals = GOALS[mode]
  const measured = rows.filter((row) => row.runs.length > 0)
  const settings = measured[0]?.runs[0]?.settings
  const indexes = measured.flatMap((row) => row.runs.map((run) => run.benchmarkIndex))
  console.log(`\n${mode.toUpperCase()}: ${MODE_SUMMARY[mode]}`)
  if (settings) {
    console.log(
      `Lighthouse ${settings.lighthouseVersion}, ${settings.formFactor}, ${settings.throttlingMethod} throttling, ` +
        `pages over ${http2 ? 'HTTP/2 and TLS (--http2)' : 'HTTP/1.1'}, ` +
        `${runs === 1 ? 'one run' : `median of ${runs} runs`} per row, interleaved; ` +
        `machine index ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} ` +
        `(lower = busier or slower machine)\n`,
    )
  }
  const tableRows: TableRow[] = measured.map((row) => ({
    label: row.label,
    metrics: medianOf(row)!,
    indexes: row.runs.map((run) => run.benchmarkIndex),
    html: row.html,
    jsGzipBytes: row.jsGzipBytes,
    budgetKib: row.budgetKib,
  }))
  console.log(formatTable(tableRows, floor))
  console.log(
    `\n${mode} ${describeGoals(goals)}` +
      (runs < GOAL_RUNS ? ` (judged on medians of --runs ${GOAL_RUNS}; with ${runs}, a first look)` : ''),
  )
  const spread = floorRow ? floorSpread(floorRow.runs.map((run) => run.metrics.lcpMs)) : null
  const unsteady = describeFloorSpread(spread, floorRow?.runs.length ?? 0)
  if (unsteady) console.log(unsteady)
  const verdicts = new Map<Row, string>()
  for (const row of rows) {
    if (row.runs.length === 0) {
      console.log(`${row.label}: NOT MEASURED (${row.errors.join('; ')})`)
      continue
    }
    const partly =
      (row.errors.length ? ` [measured in ${row.runs.length} of ${runs} runs]` : '') +
      (row.htmlError ? ` [${row.htmlError}]` : '')
    if (row.route === null) {
      if (partly) console.log(`${row.label}:${partly}`)
      continue
    }
    const judged = { metrics: medianOf(row)!, htmlGzipBytes: row.contentPage ? (row.html?.gzipBytes ?? null) : null }
    const said = verdict(judged, floor, goals) + fastestFloorNote(judged.metrics, spread)
    verdicts.set(row, said)
    const lcpElement = row.runs[0]?.lcpElement
    console.log(`${row.label}: ${said}${partly}${lcpElement ? `; LCP element ${lcpElement}` : ''}`)
  }

  const resultOf = (row: Row) => ({
    runs: row.runs,
    median: medianOf(row),
    lhrFiles: row.lhrFiles,
    errors: row.errors,
    html: row.html,
    htmlError: row.htmlError,
    jsGzipBytes: row.jsGzipBytes,
  })
  return {
    throttlingMethod: THROTTLING_METHOD[mode],
    chromeFlags: chromeFlagsFor(mode, { http2 }),
    settings,
    goals,
    frameworkFloor: floorRow ? { ...resultOf(floorRow), spread } : null,
    contentLimit: limitRow ? resultOf(limitRow) : null,
    routes: rows
      .filter((row) => row.route !== null)
      .map((row) => ({
        ...row.route,
        ...resultOf(row),
        contentPage: row.contentPage,
        budgetKib: row.budgetKib,
        verdict: verdicts.get(row) ?? null,
      })),
  }
}

main().catch(async (error: unknown) => {
  // after Ctrl-C, a build or run cut short fails on its way out; the signal handler is ending the process
  if (isStopping()) return
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  await stopAll()
  process.exit(1)
})
