import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { spawnGroup, stopGroup } from './processes'

/** The flags every benchmark run uses plus chrome-launcher's quiet defaults: no background traffic leaves the machine. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CertificateTransparencyComponentUpdater,AutofillServerCommunication,RenderDocument',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--disable-hang-monitor',
  '--disable-quic',
]

export interface RunningChromium {
  port: number
  stop(): Promise<void>
}

/** Starts Debian's chromium (CHROME_PATH, default /usr/bin/chromium) with a DevTools port for Lighthouse. */
export async function startChromium(): Promise<RunningChromium> {
  const executable = process.env.CHROME_PATH || '/usr/bin/chromium'
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-chromium-'))
  const child = spawnGroup(
    executable,
    [...FLAGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const stop = async () => {
    await stopGroup(child)
    await rm(profile, { recursive: true, force: true })
  }
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = ''
      const timer = setTimeout(() => reject(new Error(`chromium printed no DevTools port:\n${seen}`)), 30_000)
      child.once('exit', (code) => reject(new Error(`chromium exited (${code}) before it listened:\n${seen}`)))
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString()
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
    })
    child.stderr?.resume()
    return { port, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
