import { spawn, type ChildProcess } from 'node:child_process'

import { createClient } from '@redis/client'

import { freePort } from '../../scripts/bench/ports'

/**
 * A real Redis (Debian's `redis-server`, installed by .ci/run) on a free loopback port, for the page cache's tests.
 * Nothing is saved to disk. `stop()` and `start()` take the same server down and up again on the same port, as an
 * outage would.
 */
export interface RedisServer {
  url: string
  port: number
  start: () => Promise<void>
  stop: () => Promise<void>
  /** Every key in the database, sorted. */
  keys: () => Promise<string[]>
}

export const REDIS_SERVER_BINARY = process.env.REDIS_SERVER_BIN ?? 'redis-server'

async function waitForPing(url: string, deadline: number): Promise<void> {
  for (;;) {
    const client = createClient({ url, socket: { connectTimeout: 500, reconnectStrategy: false } })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.ping()
      await client.close()
      return
    } catch (error) {
      // A refused first connection leaves the client closed already.
      if (client.isOpen) client.destroy()
      if (Date.now() > deadline) throw new Error(`redis-server did not answer at ${url}: ${String(error)}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort())
  const url = `redis://127.0.0.1:${chosen}`
  let child: ChildProcess | undefined

  const start = async () => {
    if (child) return
    const started = spawn(
      REDIS_SERVER_BINARY,
      ['--bind', '127.0.0.1', '--port', String(chosen), '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    child = started
    const failed = new Promise<never>((_, reject) => {
      started.once('error', (error) => reject(new Error(`${REDIS_SERVER_BINARY} could not start: ${error.message}`)))
      started.once('exit', (code) => reject(new Error(`${REDIS_SERVER_BINARY} exited with ${String(code)}`)))
    })
    await Promise.race([waitForPing(url, Date.now() + 10_000), failed])
  }

  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGKILL')
    })
  }

  const keys = async () => {
    const client = createClient({ url, socket: { reconnectStrategy: false } })
    await client.connect()
    try {
      return (await client.keys('*')).sort()
    } finally {
      if (client.isOpen) await client.close()
    }
  }

  await start()
  return { url, port: chosen, start, stop, keys }
}
