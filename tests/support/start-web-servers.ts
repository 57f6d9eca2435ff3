/**
 * Starts every server of the end-to-end run at once and says so on stdout when all of them answer.
 *
 * Playwright starts the servers in its `webServer` list one after another, each only once the one before answers:
 * eight `next start`s and the Supabase stand-in took about 33 s of a clean run that way. Started together they
 * share the two cores instead of waiting in line. Playwright starts this script as its one web server
 * (tests/playwright.config.ts passes the list in E2E_WEB_SERVERS, from `launchList`) and waits for READY_LINE.
 *
 * Each server runs in a process group of its own, which this script kills, with everything the server started
 * (npx, the shell, Next's workers), as it exits: when Playwright asks it to stop at the end of the run (SIGTERM, its
 * `gracefulShutdown`), on Ctrl-C, and when a server fails to start. Playwright kills only the script's own group,
 * and only while the script runs: servers left in that group would outlive a script that ended with an error.
 *
 * Run by Node itself (type stripping), so it imports nothing but Node's own modules.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { pathToFileURL } from 'node:url'

export type WebServer = {
  /** Prefixes the server's stderr, which is passed on as Playwright passes a web server's. */
  name: string
  command: string
  /** Answers below 404 once the server is up (Playwright's own test). */
  url: string
  /** The server's whole environment. */
  env: Record<string, string>
  timeoutMs: number
}

/** A server as passed to this script: its environment as changes to the script's own, which is far shorter. */
type Launch = Omit<WebServer, 'env'> & { env: { set: Record<string, string>; unset: string[] } }

/** E2E_WEB_SERVERS for `servers`, started from a process whose environment is `parent`. */
export function launchList(servers: WebServer[], parent: NodeJS.ProcessEnv): string {
  const launches: Launch[] = servers.map((server) => ({
    ...server,
    env: {
      set: Object.fromEntries(Object.entries(server.env).filter(([key, value]) => parent[key] !== value)),
      unset: Object.keys(parent).filter((key) => !(key in server.env)),
    },
  }))
  return JSON.stringify(launches)
}

/** The environment a server gets: exactly its own, plus what Playwright sets for every web server. */
function serverEnv({ set, unset }: Launch['env']): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...set }
  for (const key of [...unset, 'E2E_WEB_SERVERS']) delete env[key]
  return env
}

export const READY_LINE = 'web servers ready'

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
    await response.body?.cancel()
    return response.status >= 200 && response.status < 404
  } catch {
    return false
  }
}

function prefixed(name: string, chunk: Buffer): string {
  return chunk
    .toString()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `[${name}] ${line}\n`)
    .join('')
}

/** The process groups of the servers started here, each server in its own with whatever it starts itself. */
const groups: number[] = []

/** Stops every server with everything it started; run as this script exits, however it ends. */
function stopAll(): void {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

function start(server: Launch): ChildProcess {
  const child = spawn(server.command, {
    shell: true,
    detached: true,
    env: serverEnv(server.env),
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  if (child.pid) groups.push(child.pid)
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefixed(server.name, chunk)))
  return child
}

async function ready(server: Launch, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + server.timeoutMs
  const ended = { why: '' }
  child.once('exit', (code, signal) => (ended.why = `exited (${code ?? signal}) before it answered`))
  while (!(await answers(server.url))) {
    if (ended.why) throw new Error(`${server.name} (${server.command}) ${ended.why}`)
    if (Date.now() > deadline)
      throw new Error(`${server.name} did not answer ${server.url} within ${server.timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function main(servers: Launch[]): Promise<void> {
  const started = Date.now()
  const taken = await Promise.all(servers.map(async (server) => ((await answers(server.url)) ? server : null)))
  const busy = taken.filter((server) => server !== null)
  if (busy.length > 0) {
    throw new Error(`already in use, stop what runs there first: ${busy.map((server) => server.url).join(', ')}`)
  }
  await Promise.all(servers.map((server) => ready(server, start(server))))
  console.log(`${READY_LINE}: ${servers.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.on('exit', stopAll)
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
    ['SIGHUP', 129],
  ] as const) {
    process.once(signal, () => process.exit(code))
  }
  const servers = JSON.parse(process.env.E2E_WEB_SERVERS ?? '[]') as Launch[]
  main(servers).catch((error: unknown) => {
    console.error(`[start-web-servers] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
