import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { z } from 'zod'

import { appRouteOf, type SiteRoute } from '../../lib/routes'

/**
 * Per-route first-load JavaScript from the build's own stats (`<distDir>/diagnostics/route-bundle-stats.json`,
 * written by `next build`; Next 16 prints no sizes in its build table). Chunk paths in that file are relative
 * to the project root. Sizes are gzip at zlib's default level, as a CDN would serve them.
 */

export const repoRoot = path.resolve(import.meta.dirname, '..', '..')
export const distDir = path.join(repoRoot, process.env.NEXT_DIST_DIR || '.next')

const statsSchema = z.array(
  z.object({ route: z.string(), firstLoadUncompressedJsBytes: z.number(), firstLoadChunkPaths: z.array(z.string()) }),
)

export interface RouteBundle {
  route: string
  chunks: string[]
  rawBytes: number
  gzipBytes: number
}

/** `projectRoot`: the folder the chunk paths are relative to (another app's, for the bench's framework floor). */
export async function readRouteBundles(dir = distDir, projectRoot = repoRoot): Promise<RouteBundle[]> {
  const stats = statsSchema.parse(
    JSON.parse(await readFile(path.join(dir, 'diagnostics/route-bundle-stats.json'), 'utf8')),
  )
  const gzipOf = new Map<string, Promise<number>>()
  const sizeOf = (chunk: string) => {
    let size = gzipOf.get(chunk)
    if (!size) {
      size = readFile(path.join(projectRoot, chunk)).then((code) => gzipSync(code).length)
      gzipOf.set(chunk, size)
    }
    return size
  }
  return Promise.all(
    stats.map(async (entry) => ({
      route: entry.route,
      chunks: entry.firstLoadChunkPaths,
      rawBytes: entry.firstLoadUncompressedJsBytes,
      gzipBytes: (await Promise.all(entry.firstLoadChunkPaths.map(sizeOf))).reduce((sum, bytes) => sum + bytes, 0),
    })),
  )
}

export const kib = (bytes: number) => bytes / 1024

export interface BudgetRow {
  route: string
  kibGzip: number
  budgetKib: number
  headroomKib: number
}

export interface BudgetReport {
  rows: BudgetRow[]
  /** One line per problem: over budget, built but not in the route list, listed but not built. */
  failures: string[]
}

/** Holds every built route to its own budget; a route the list does not know is a failure too. */
export function checkBudgets(bundles: readonly RouteBundle[], routes: readonly SiteRoute[]): BudgetReport {
  const byAppRoute = new Map(routes.map((route) => [appRouteOf(route), route]))
  const rows: BudgetRow[] = []
  const failures: string[] = []
  for (const bundle of bundles) {
    const route = byAppRoute.get(bundle.route)
    if (!route) {
      failures.push(`${bundle.route} is built but not in lib/routes.ts, so it has no budget`)
      continue
    }
    const kibGzip = kib(bundle.gzipBytes)
    const { budgetKib } = route
    rows.push({ route: bundle.route, kibGzip, budgetKib, headroomKib: budgetKib - kibGzip })
    if (kibGzip > budgetKib) {
      failures.push(
        `${bundle.route} ships ${kibGzip.toFixed(1)} KiB gzip of first-load JS, over its budget of ${budgetKib} KiB`,
      )
    }
  }
  const built = new Set(bundles.map((bundle) => bundle.route))
  for (const appRoute of byAppRoute.keys()) {
    if (!built.has(appRoute)) failures.push(`${appRoute} is in lib/routes.ts but the build has no such route`)
  }
  return { rows, failures }
}

export function formatBudgetTable(rows: readonly BudgetRow[]): string {
  return formatColumns(
    ['route', 'KiB gzip', 'budget', 'headroom'],
    rows.map((row) => [row.route, row.kibGzip.toFixed(1), String(row.budgetKib), row.headroomKib.toFixed(1)]),
  )
}

/** A plain-text table: the first column left-aligned, the figures right-aligned, a rule under the header. */
export function formatColumns(header: readonly string[], lines: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)))
  const format = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n')
}
