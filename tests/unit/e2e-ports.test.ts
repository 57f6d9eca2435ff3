import { createServer, type Server } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { chooseE2ePorts, freeBlock, isFree } from '../../scripts/e2e-ports'

const held: Server[] = []

/** Listens on a port the system picks, as another program on the machine would. */
async function occupy(port = 0): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  held.push(server)
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('the end-to-end run’s ports', () => {
  it('sees a port another program listens on as taken, and free once it stops', async () => {
    const port = await occupy()
    expect(await isFree(port)).toBe(false)
    await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
    expect(await isFree(port)).toBe(true)
  })

  it('moves a block past a taken port, keeping its ports consecutive', async () => {
    const taken = await occupy()
    const base = await freeBlock(taken - 2, 5)
    expect(base).toBeGreaterThan(taken)
    for (let port = base; port < base + 5; port += 1) expect(await isFree(port)).toBe(true)
  })

  it('keeps what the caller set, even when it is taken', async () => {
    const taken = await occupy()
    const ports = await chooseE2ePorts({ E2E_PORT: '4100', SITE_BACKEND_PORT: String(taken) })
    expect(ports).toEqual({ E2E_PORT: '4100', SITE_BACKEND_PORT: String(taken), moved: [] })
  })

  it('moves the stand-in off 54400 when another program holds it, and says so', async () => {
    const wasFree = await isFree(54400)
    if (wasFree) await occupy(54400)
    const ports = await chooseE2ePorts({ E2E_PORT: '4100' })
    expect(Number(ports.SITE_BACKEND_PORT)).toBeGreaterThan(54400)
    expect(ports.moved).toEqual([`port 54400 is taken on this machine: SITE_BACKEND_PORT=${ports.SITE_BACKEND_PORT}`])
  })
})
