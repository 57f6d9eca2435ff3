import type { NextConfig } from 'next'

/**
 * What the build produces for where it will run (docs/deploying.md):
 * - On Vercel (`VERCEL` is set during its builds) the platform runs the pages and keeps their cache, shared by every
 *   region, so there is no cache handler and no standalone server.
 * - Anywhere else the build is a standalone Node server (`.next/standalone/server.js`, what the Dockerfile copies)
 *   whose page cache is lib/cache/page-cache-handler.mjs: Redis when REDIS_URL is set, else in-process.
 */
export function hostingConfig(
  env: Readonly<Record<string, string | undefined>>,
  pageCacheHandler: string,
): Pick<NextConfig, 'cacheHandler' | 'output'> {
  if (env.VERCEL) return {}
  return { output: 'standalone', cacheHandler: pageCacheHandler }
}
