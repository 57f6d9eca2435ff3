import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * The browser's Supabase client is loaded once per tab and shared. A load that fails must not be shared: a phone
 * that dropped the connection once would otherwise fail every sign-in, checkout and review until a reload.
 */
const ssr = vi.hoisted(() => ({ failNext: 0, created: 0 }))

vi.mock('@supabase/ssr', () => ({
  createBrowserClient: (url: string) => {
    if (ssr.failNext > 0) {
      ssr.failNext -= 1
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    ssr.created += 1
    return { url, number: ssr.created }
  },
}))

async function freshModule() {
  vi.resetModules()
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://academy-project.supabase.co')
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.anon')
  return import('../../lib/supabase/browser')
}

afterEach(() => {
  vi.unstubAllEnvs()
  ssr.failNext = 0
  ssr.created = 0
})

describe('loadBrowserClient', () => {
  it('creates the client once and hands every caller the same one', async () => {
    const { loadBrowserClient } = await freshModule()
    const first = await loadBrowserClient()
    const second = await loadBrowserClient()
    expect(first).toBe(second)
    expect(ssr.created).toBe(1)
  })

  it('forgets a load that failed, so the next caller loads it again and gets a client', async () => {
    const { loadBrowserClient } = await freshModule()
    ssr.failNext = 1
    const failing = loadBrowserClient()
    const sameMoment = loadBrowserClient()
    await expect(failing).rejects.toThrow('Failed to fetch dynamically imported module')
    // A caller that asked while the load was on its way shares its outcome rather than starting a second one.
    expect(sameMoment).toBe(failing)

    const again = await loadBrowserClient()
    expect(again).toMatchObject({ url: 'https://academy-project.supabase.co', number: 1 })
    expect(await loadBrowserClient()).toBe(again)
  })

  it('is null in local mode, with nothing loaded', async () => {
    vi.resetModules()
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', '')
    const { loadBrowserClient } = await import('../../lib/supabase/browser')
    expect(loadBrowserClient()).toBeNull()
    expect(ssr.created).toBe(0)
  })
})
