import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

import { startContentLakeStandIn, type SanityDocument } from './content-lake'

/**
 * A Content Lake that can break on demand, for the error pages' and the readiness check's browser tests
 * (tests/e2e/error-pages.spec.ts): the stand-in (tests/support/content-lake) behind a switch.
 * - `up`: every request is answered by the stand-in;
 * - `down`: every request is answered 500, as the Content Lake does in an outage;
 * - `frame-only`: the site frame's reads (site settings, proverbs) are answered, every other read fails, so a
 *   page fails inside a frame that renders.
 * A failure's body carries FAILURE_MARKER, so a test can tell whether the server's error message reached a page.
 */
export type LakeMode = 'up' | 'down' | 'frame-only'

export const FAILURE_MARKER = 'lake-failure-detail-5c1e'

/** The queries of the site frame (app/(site)/layout.tsx): SITE_SETTINGS_QUERY, PROVERBS_QUERY in lib/site/queries.ts. */
const FRAME_QUERIES = [/^\*\[_type == "siteSettings"/, /^\*\[_type == "proverb"\]/]

export interface SwitchableLake {
  origin: string
  mode: LakeMode
  close: () => Promise<void>
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as unknown) : undefined
}

function queryOf(url: URL, body: unknown): string {
  const fromBody =
    body && typeof body === 'object' && 'query' in body && typeof body.query === 'string' ? body.query : undefined
  return (fromBody ?? url.searchParams.get('query') ?? '').trim()
}

export async function startSwitchableLake(options: {
  dataset: string
  documents: SanityDocument[]
}): Promise<SwitchableLake> {
  const lake = await startContentLakeStandIn({ dataset: options.dataset, documents: options.documents })
  const state: { mode: LakeMode } = { mode: 'down' }
  const server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET'
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const body = method === 'POST' ? await readBody(request) : undefined
      const query = queryOf(url, body)
      const answered = state.mode === 'up' || (state.mode === 'frame-only' && FRAME_QUERIES.some((q) => q.test(query)))
      if (!answered) {
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: { type: 'internalError', description: `Internal: ${FAILURE_MARKER}` } }))
        return
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      )
      const answer = await lake.handle({ method, url, headers, body })
      if (answer.kind === 'json') {
        response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
        response.end(JSON.stringify(answer.body))
      } else if (answer.kind === 'text') {
        response.writeHead(answer.status, { 'content-type': answer.contentType })
        response.end(answer.body)
      } else {
        response.writeHead(501)
        response.end()
      }
    })().catch(() => {
      response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get mode() {
      return state.mode
    },
    set mode(mode: LakeMode) {
      state.mode = mode
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await lake.close()
    },
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface NextServer {
  origin: string
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * `next start` of the current build on `port` with exactly `env` (plus PATH and HOME), answered once /api/health
 * says it is alive. Stopped by process group: `next start` forks a `next-server` child.
 */
export async function startNextServer(port: number, env: Record<string, string>): Promise<NextServer> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    }
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`next start did not answer /api/health within 90 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, output: () => output, stop }
}
