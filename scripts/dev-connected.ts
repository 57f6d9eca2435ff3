/**
 * `npm run dev:connected`: the whole staff loop on one machine with no Sanity account. Starts, on loopback,
 * 1. the Content Lake stand-in (tests/support/content-lake/serve.ts), empty, its publish webhook pointed at the site;
 * 2. the real `npm run seed` against it, which loads studio/fixtures;
 * 3. the site with `next dev`, CONTENT_SOURCE=sanity, reading the stand-in, and its Studio at /studio signing in there.
 * Ports: DEV_SITE_PORT (3000) and DEV_LAKE_PORT (3334); the token and secrets are new at every start. Ctrl-C stops
 * all three. README.md, "Try the staff loop with no account", walks through it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  DevConnectedConfigError,
  devLakeEnv,
  devSeedEnv,
  devSiteEnv,
  lakeOriginOf,
  readDevConnectedSettings,
  siteUrlOf,
  studioProjectHostOf,
} from './dev-connected/settings'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const children: ChildProcess[] = []
let stopping = false

/** Starts a command in its own process group (so stopping it stops what it started), output prefixed. */
function start(label: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.push(child)
  const prefix = (chunk: Buffer) =>
    chunk
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${label}] ${line}\n`)
      .join('')
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  return child
}

/** Resolves when the child prints a line matching `ready`; rejects if it exits first or takes too long. */
function waitFor(child: ChildProcess, ready: RegExp, what: string, timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${timeoutMs / 1000} s`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      if (!ready.test(chunk.toString('utf8'))) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      resolve()
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${what} stopped (exit code ${String(code)})`))
    })
  })
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

async function stopAll(code: number): Promise<never> {
  stopping = true
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null && child.pid)
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  await Promise.race([Promise.all(running.map(exitCode)), new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
  process.exit(code)
}

async function main() {
  const settings = readDevConnectedSettings(process.env)
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))

  const lake = start('lake', process.execPath, ['--import', 'tsx', 'tests/support/content-lake/serve.ts'], {
    ...devLakeEnv(settings),
  })
  await waitFor(lake, /Content Lake stand-in:/, 'The Content Lake stand-in', 30_000)

  const seed = start('seed', 'npm', ['run', '--silent', 'seed'], devSeedEnv(settings))
  const seeded = await exitCode(seed)
  if (seeded !== 0) throw new Error(`npm run seed failed (exit code ${String(seeded)})`)

  const site = start('site', 'npx', ['next', 'dev', '-H', '127.0.0.1', '-p', String(settings.sitePort)], {
    ...devSiteEnv(settings),
    NEXT_PUBLIC_SITE_URL: siteUrlOf(settings),
  })
  for (const child of [lake, site]) {
    child.once('exit', (code) => {
      if (stopping) return
      console.error(`A process of dev:connected stopped (exit code ${String(code)}); stopping the others.`)
      void stopAll(1)
    })
  }
  await waitFor(site, /Ready in|✓ Ready/, 'next dev')

  const siteUrl = siteUrlOf(settings)
  console.log(
    [
      '',
      'The staff loop is running, on this machine only, with no Sanity account:',
      `  Site (connected to the stand-in)  ${siteUrl}`,
      `  Studio                            ${siteUrl}/studio  (sign in with "Local editor, no account")`,
      `  Content Lake stand-in             ${lakeOriginOf(settings)} for the site, ${studioProjectHostOf(settings)} for the Studio`,
      `  Project / dataset                 ${settings.projectId} / ${settings.dataset}, seeded from studio/fixtures`,
      `  Token for this run (curl)         ${settings.token}`,
      '  Publish webhook                   the stand-in → /api/revalidate, with a secret made for this run',
      '',
      'First, once per run: open',
      `  ${studioProjectHostOf(settings)}/`,
      '  and accept its certificate (made for this run, for this machine only), then open the Studio.',
      '',
      'Everything lives in memory: stopping forgets every edit. Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof DevConnectedConfigError ? error.message : error)
  void stopAll(1)
})
