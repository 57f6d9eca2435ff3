/**
 * `npm run test:e2e`: both builds, then Playwright, on ports that are free on this machine.
 *
 * A program already listening on one of the run's default ports (3100 to 3114, 54400), such as a stand-in left
 * over from a run by hand, made the whole suite fail before its first test. Unless the caller sets E2E_PORT or
 * SITE_BACKEND_PORT, each default is kept when it is free and moved when it is not (scripts/e2e-ports.ts); both
 * builds and Playwright then get the same values, since the configured build bakes the stand-in's origin in.
 *
 * Arguments are passed on to `playwright test` (`npm run test:e2e -- tests/e2e/home.spec.ts`). With none, the run
 * is the whole suite, and the Presentation walks wait for the rest to finish (E2E_STUDIO_LAST, see
 * tests/playwright.config.ts).
 */
import { spawnSync } from 'node:child_process'

import { chooseE2ePorts } from './e2e-ports'

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { env, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

async function main(): Promise<void> {
  const { moved, ...ports } = await chooseE2ePorts(process.env)
  for (const line of moved) console.log(`[test:e2e] ${line}`)
  const args = process.argv.slice(2)
  const env: NodeJS.ProcessEnv = { ...process.env, ...ports, ...(args.length === 0 ? { E2E_STUDIO_LAST: '1' } : {}) }
  run('npx', ['next', 'build'], env)
  run('npx', ['tsx', 'scripts/build-configured.ts'], env)
  run('npx', ['playwright', 'test', '--config', 'tests/playwright.config.ts', ...args], env)
}

void main()
