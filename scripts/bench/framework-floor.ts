import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readlink, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import path from 'node:path'

import { localModeEnv, nextBin, repoRoot, startNextIn, type RunningServer } from './next-server'
import { removeOnExit, runToEnd } from './processes'

/**
 * The framework floor: the smallest App Router app, built by the benchmark from this repo's installed
 * next, react and react-dom, and served by `next start` exactly as the site is. What a route costs
 * beyond it is the app's, not Next's (docs/benchmark.md).
 *
 * The text is about the size of the home page's hero (a heading and a paragraph), so the largest paint
 * is text of a similar extent. No fonts, no CSS, no app code.
 */
export const FLOOR_FILES: Readonly<Record<string, string>> = {
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>The smallest page Next.js can serve</h1>
      <p>
        One layout and one page, with no fonts, no images and no code of its own. Every public route of the
        site is measured beside it in the same run, so the gap is what the site adds to the framework.
      </p>
    </main>
  )
}
`,
}

const PACKAGES = ['next', 'react', 'react-dom'] as const

/** The deepest folder holding both paths (`/` when they share nothing else). */
export function commonAncestor(a: string, b: string): string {
  const partsA = path.resolve(a).split(path.sep)
  const partsB = path.resolve(b).split(path.sep)
  let shared = 0
  while (shared < partsA.length && shared < partsB.length && partsA[shared] === partsB[shared]) shared += 1
  return partsA.slice(0, shared).join(path.sep) || path.sep
}

/**
 * The app's next.config. Turbopack compiles only files under its root, and the app's node_modules is a
 * link to this repo's, so the root must hold both. No other setting: the floor is Next's defaults.
 */
export function floorNextConfig(turbopackRoot: string): string {
  return `export default { turbopack: { root: ${JSON.stringify(turbopackRoot)} } }\n`
}

/** Names the cached build: the three packages' versions and a digest of the app's files. */
export function floorCacheKey(versions: Readonly<Record<string, string>>, files = FLOOR_FILES): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(Object.entries(files).sort()))
    .digest('hex')
    .slice(0, 8)
  const named = Object.entries(versions)
    .map(([name, version]) => `${name}${version}`)
    .join('-')
  return `bench-floor-${named}-${digest}`.replace(/[^A-Za-z0-9._-]/g, '_')
}

async function installedVersions(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    PACKAGES.map(async (name) => {
      const manifest = JSON.parse(
        await readFile(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string }
      return [name, manifest.version] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** Where built floors are kept between runs (outside the repo, so lint and tsc never see them). */
function cacheParent(): string {
  return path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'academy-site')
}

export interface FrameworkFloor {
  dir: string
  versions: Record<string, string>
  /** False when this run built it. */
  cached: boolean
}

/**
 * Points the app's node_modules at this checkout's. The cache is shared by every checkout on the machine
 * (same versions, same packages), and `next start` loads packages through this link, so it must not
 * point at a checkout that may since have been removed.
 */
async function linkModules(appDir: string, modules: string): Promise<void> {
  const link = path.join(appDir, 'node_modules')
  if ((await readlink(link).catch(() => null)) === modules) return
  await rm(link, { force: true })
  await symlink(modules, link, 'dir')
}

/**
 * The floor's folder with a finished build in it. A missing one is built in a temporary folder beside
 * it and renamed into place when `next build` succeeds, so a build that fails or is interrupted never
 * leaves a folder that looks finished.
 */
export async function ensureFrameworkFloor(): Promise<FrameworkFloor> {
  const versions = await installedVersions()
  const parent = cacheParent()
  const dir = path.join(parent, floorCacheKey(versions))
  const modules = await realpath(path.join(repoRoot, 'node_modules'))
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    await linkModules(dir, modules)
    return { dir, versions, cached: true }
  }

  await mkdir(parent, { recursive: true })
  const work = await mkdtemp(`${dir}.building-`)
  const removeWork = removeOnExit(work)
  try {
    for (const [file, text] of Object.entries(FLOOR_FILES)) {
      await mkdir(path.dirname(path.join(work, file)), { recursive: true })
      await writeFile(path.join(work, file), text)
    }
    await linkModules(work, modules)
    // The root is computed from the final folder, which has the same parent as the working one.
    await writeFile(
      path.join(work, 'next.config.mjs'),
      floorNextConfig(commonAncestor(await realpath(parent), modules)),
    )
    console.log(
      `building the framework floor (${Object.entries(versions)
        .map((e) => e.join(' '))
        .join(', ')})`,
    )
    const code = await runToEnd(nextBin, ['build'], { cwd: work, env: floorEnv() })
    if (code !== 0) throw new Error(`next build of the framework floor failed (exit ${code}); its output is above`)
    await rm(dir, { recursive: true, force: true })
    await rename(work, dir)
  } finally {
    removeWork()
  }
  return { dir, versions, cached: false }
}

/** Local mode, without the site's dist folder setting (the floor builds into its own `.next`). */
function floorEnv(): NodeJS.ProcessEnv {
  const { NEXT_DIST_DIR: _distDir, ...env } = localModeEnv()
  return env
}

export function startFrameworkFloor(floor: FrameworkFloor): Promise<RunningServer> {
  return startNextIn(floor.dir, floorEnv())
}
