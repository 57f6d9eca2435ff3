/**
 * `npm run build:configured`: the site built a second time, for configured mode, into .next-configured:
 * NEXT_PUBLIC_SUPABASE_URL is the stand-in's origin (also in the CSP's connect-src) and the anon key is the
 * stand-in's. Writes .next-configured/stand-in.json so the Playwright config can refuse a build made for
 * another port. Wrap it in the shared lock on shared machines: `flock /tmp/heavy.lock npm run build:configured`.
 *
 * `next build` with a custom distDir adds that folder's types to tsconfig.json's include list; the file is
 * put back as it was afterwards.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { CONFIGURED_BUILD_ENV, CONFIGURED_DIST_DIR, STAND_IN_URL } from './configured/endpoints'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsconfig = path.join(root, 'tsconfig.json')

/** The environment without any backend settings of the caller's shell, plus the stand-in's. */
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(NEXT_PUBLIC_|SANITY_|SUPABASE_|STRIPE_|CONTENT_SOURCE|NEXT_DIST_DIR)/.test(key),
    ),
  ),
  ...CONFIGURED_BUILD_ENV,
  NODE_ENV: 'production',
}

const tsconfigBefore = readFileSync(tsconfig, 'utf8')
const started = Date.now()
const result = spawnSync('npx', ['next', 'build'], { cwd: root, env, stdio: 'inherit' })
if (readFileSync(tsconfig, 'utf8') !== tsconfigBefore) writeFileSync(tsconfig, tsconfigBefore)
if (result.status !== 0) {
  console.error(`[build:configured] next build failed (${result.status ?? result.signal})`)
  process.exit(result.status ?? 1)
}
writeFileSync(
  path.join(root, CONFIGURED_DIST_DIR, 'stand-in.json'),
  `${JSON.stringify({ supabaseUrl: STAND_IN_URL }, null, 2)}\n`,
)
console.log(
  `[build:configured] ${CONFIGURED_DIST_DIR} for ${STAND_IN_URL} in ${Math.round((Date.now() - started) / 1000)} s`,
)
