import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))
const TEST_FILES = 'tests/{unit,db,functions}/**/*.test.ts'

/**
 * A file that replaces a module, an environment variable, a global or the clock needs a module graph of its own:
 * a module another file loaded first would keep the real one, or keep the replacement for the files after it.
 * Read from the files themselves, so a new file that starts mocking moves here without a list to keep.
 */
const REPLACES_WHAT_OTHERS_SHARE = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubEnv|stubGlobal|useFakeTimers)\(/
const isolatedFiles = globSync(TEST_FILES, { cwd: root }).filter((file) =>
  REPLACES_WHAT_OTHERS_SHARE.test(readFileSync(`${root}/${file}`, 'utf8')),
)

export default defineConfig({
  root,
  resolve: { alias: { '@': root } },
  test: {
    environment: 'node',
    // Vitest's default keeps one core for itself (cores - 1): on a two-core CI machine that is one worker, while
    // the files spend a third of their time importing modules and waiting on PGlite and loopback servers.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Every other file shares its worker's modules with the files before it: importing the content layer,
        // the schemas and PGlite once per worker instead of once per file takes about a third off the run.
        test: { name: 'shared', include: [TEST_FILES], exclude: isolatedFiles, isolate: false },
      },
      ...(isolatedFiles.length > 0 ? [{ test: { name: 'isolated', include: isolatedFiles, isolate: true } }] : []),
    ],
  },
})
