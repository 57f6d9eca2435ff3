import { existsSync } from 'node:fs'
import path from 'node:path'

import { freePort, waitForOk } from './ports'
import { runToEnd, spawnGroup, stopGroup } from './processes'

export const repoRoot = path.resolve(import.meta.dirname, '..', '..')
/** The build the benchmark measures: NEXT_DIST_DIR (as next.config.ts reads it), else `.next`. */
export const distDirName = process.env.NEXT_DIST_DIR || '.next'
export const distDir = path.join(repoRoot, distDirName)

export const nextBin = path.join(repoRoot, 'node_modules', '.bin', 'next')

/**
 * The environment of a visitor-facing server in local mode: nothing configured, exactly as the e2e
 * suite's site server (tests/playwright.config.ts). Only the dist folder is passed on.
 */
export function localModeEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key, value]) => value !== undefined && !/^(NEXT_PUBLIC_|SANITY_|SUPABASE_|STRIPE_|CONTENT_SOURCE)/.test(key),
    ),
  )
  return { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDirName }
}

/** Builds only when the dist folder holds no finished build. */
export async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(distDir, 'BUILD_ID'))) return
  console.log(`no build in ${distDirName}/: running next build`)
  const code = await runToEnd(nextBin, ['build'], { cwd: repoRoot, env: localModeEnv() })
  if (code !== 0) throw new Error(`next build failed (exit ${code})`)
}

export interface RunningServer {
  origin: string
  stop(): Promise<void>
}

/** `next start` of the site's build in local mode, on a free loopback port. */
export function startNext(): Promise<RunningServer> {
  return startNextIn(repoRoot, localModeEnv())
}

/** `next start` of the app in `dir` (its build must exist), on a free loopback port; answers once `/` does. */
export async function startNextIn(dir: string, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort()
  const child = spawnGroup(nextBin, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForOk(`${origin}/`, 60_000, () => child.exitCode === null && child.signalCode === null)
  } catch (error) {
    await stopGroup(child)
    throw error
  }
  return { origin, stop: () => stopGroup(child) }
}
