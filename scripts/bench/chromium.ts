import type { spawn } from 'node:child_process'
import { access, constants, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Launcher } from 'chrome-launcher'

import type { BenchMode } from './modes'
import { removeOnExit, spawnGroup, stopGroup } from './processes'

/**
 * chrome-launcher turns Chromium's RenderDocument off (a new document then reuses the blank page's frame).
 * Under Lighthouse's phone emulation in headless Chromium that holds the first paint back until a tick
 * about 1.3 s or 2.3 s after the page is ready, at random, on pages with scripts; with the slowdown applied
 * one route measured 1.7 s in one run and 3.4 s in the next. Chromium ships with RenderDocument on, so the
 * applied mode keeps it on. `--disable-features` is read once (the last one wins), so this flag repeats
 * chrome-launcher's list without it.
 */
function disabledFeaturesFlag(): string {
  const prefix = '--disable-features='
  const defaults = Launcher.defaultFlags().find((flag) => flag.startsWith(prefix))
  const features = defaults ? defaults.slice(prefix.length).split(',') : []
  return prefix + features.filter((feature) => feature !== 'RenderDocument').join(',')
}

const isRoot = () => process.getuid?.() === 0

/**
 * What this machine needs to start Chromium at all, in both modes: no display, and no sandbox as root.
 * Neither changes how a page loads.
 */
function startFlags(): string[] {
  return [
    // The machines the bench runs on have no display.
    '--headless=new',
    // Chromium's sandbox refuses to start as root, which the test machines run as.
    ...(isRoot() ? ['--no-sandbox'] : []),
    // chrome-launcher and Lighthouse connect to 127.0.0.1: DevTools listens there and on no other address.
    '--remote-debugging-address=127.0.0.1',
  ]
}

/**
 * What each mode adds to chrome-launcher's default flags (which it always passes, and which already keep
 * extensions, sync, component updates and other background traffic off the machine).
 *
 * - `simulated`: only what the machine needs to start Chromium, so Chromium runs as the Lighthouse CLI
 *   and PageSpeed Insights start it, RenderDocument off as the launcher turns it off.
 * - `applied`: RenderDocument back on (above), and neither GPU nor QUIC, which headless Chromium on a
 *   loopback server would only try and fall back from.
 *
 * With `http2` (`--http2`), both accept the run's own loopback certificate (http2-front.ts), which no authority signed.
 */
export function chromeFlagsFor(mode: BenchMode, { http2 = false }: { http2?: boolean } = {}): string[] {
  const tls = http2 ? ['--ignore-certificate-errors'] : []
  if (mode === 'simulated') return [...startFlags(), ...tls]
  return [...startFlags(), disabledFeaturesFlag(), '--disable-gpu', '--disable-quic', ...tls]
}

export interface RunningChromium {
  port: number
  stop(): Promise<void>
}

/**
 * Starts Debian's chromium (CHROME_PATH, default /usr/bin/chromium) with `mode`'s flags through
 * chrome-launcher, which picks a free DevTools port and waits until it answers. It is spawned as one of the benchmark's own process
 * groups (processes.ts), so Ctrl-C and the exit handlers stop it with the servers; its throw-away
 * profile (with chromium's logs in it) is the benchmark's own folder, removed on any exit too.
 */
export async function startChromium(mode: BenchMode, options: { http2?: boolean } = {}): Promise<RunningChromium> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
  // chrome-launcher would spawn a missing binary and then wait for a port that never opens.
  await access(chromePath, constants.X_OK).catch(() => {
    throw new Error(`no chromium at ${chromePath}: install Debian's chromium, or set CHROME_PATH`)
  })
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-chromium-'))
  const removeProfile = removeOnExit(profile)
  const launcher = new Launcher(
    {
      chromePath,
      userDataDir: profile,
      chromeFlags: chromeFlagsFor(mode, options),
      // about 30 s for a first start on a busy machine; on failure chromium's stderr is printed
      maxConnectionRetries: 60,
      logLevel: 'error',
    },
    // spawnGroup accepts the (command, args, options) call chrome-launcher makes.
    { spawn: spawnGroup as typeof spawn },
  )
  const stop = async () => {
    if (launcher.chromeProcess) await stopGroup(launcher.chromeProcess)
    removeProfile()
  }
  try {
    await launcher.launch()
    if (!launcher.port) throw new Error('chrome-launcher started chromium without a DevTools port')
    return { port: launcher.port, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
