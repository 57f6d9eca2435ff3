import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  root,
  resolve: { alias: { '@': root } },
  test: {
    include: ['tests/{unit,db,functions}/**/*.test.ts'],
    environment: 'node',
    // Vitest's default keeps one core for itself (cores - 1): on a two-core CI machine that is one worker, while
    // the files spend a third of their time importing modules and waiting on PGlite and loopback servers.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
