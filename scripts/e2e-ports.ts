/**
 * The ports of the end-to-end run, chosen where they are free (scripts/test-e2e.ts says why).
 *
 * The run listens on E2E_PORT to E2E_PORT + 14 (tests/playwright.config.ts and the specs' own servers; the highest
 * two are tests/support/dev-connected-endpoints.ts's) and on SITE_BACKEND_PORT (the Supabase stand-in).
 */
import { createServer } from 'node:net'

import { DEFAULT_STAND_IN_PORT } from './configured/endpoints'

export const DEFAULT_E2E_PORT = 3100
export const E2E_PORT_SPAN = 15

/** Whether nothing listens on `port` on loopback (binding it is the only sure test). */
export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

async function allFree(base: number, span: number): Promise<boolean> {
  for (let port = base; port < base + span; port += 1) if (!(await isFree(port))) return false
  return true
}

/** The first base from `first`, in steps of `span`, whose `span` ports are all free. */
export async function freeBlock(first: number, span: number): Promise<number> {
  for (let base = first; base + span <= 65_536; base += span) if (await allFree(base, span)) return base
  throw new Error(`no ${span} free consecutive ports from ${first}`)
}

export type E2ePorts = { E2E_PORT: string; SITE_BACKEND_PORT: string }

/**
 * E2E_PORT and SITE_BACKEND_PORT: the caller's when set, else the default when it is free, else the next free
 * block above it. `moved` lists the defaults that were taken, to say so.
 */
export async function chooseE2ePorts(env: Partial<Record<string, string>>): Promise<E2ePorts & { moved: string[] }> {
  const moved: string[] = []
  const pick = async (name: keyof E2ePorts, first: number, span: number): Promise<string> => {
    const preset = env[name]
    if (preset) return preset
    const base = await freeBlock(first, span)
    if (base !== first) moved.push(`port ${first} is taken on this machine: ${name}=${base}`)
    return String(base)
  }
  const E2E_PORT = await pick('E2E_PORT', DEFAULT_E2E_PORT, E2E_PORT_SPAN)
  const SITE_BACKEND_PORT = await pick('SITE_BACKEND_PORT', DEFAULT_STAND_IN_PORT, 1)
  return { E2E_PORT, SITE_BACKEND_PORT, moved }
}
