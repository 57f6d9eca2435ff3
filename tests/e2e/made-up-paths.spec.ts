import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { MADE_UP_PROBES as PROBES, REAL_PAGES_FIRST, type Probe } from '../support/made-up-paths'

/**
 * Made-up addresses under the dynamic routes answer 404 and leave nothing behind: the page cache of
 * `next start` (the build's `server/` folder) gains no file and no byte, however many are invented. Real
 * pages published after the build still render on their first visit (dynamic params stay on); only the
 * not-found answers are never kept (lib/cache/site-rules.mjs). With several instances on Redis the same holds for
 * its keys (tests/e2e/instances.spec.ts).
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const serverDir = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'server')
const PER_ROUTE = 50

/** Every file under the build's server folder with its size. */
function filesOf(dir: string, into = new Map<string, number>()): Map<string, number> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) filesOf(full, into)
    else if (entry.isFile()) into.set(path.relative(serverDir, full), statSync(full).size)
  }
  return into
}

const totalBytes = (files: Map<string, number>) => [...files.values()].reduce((sum, size) => sum + size, 0)

/** Every address requested, as the cache would name it (without the leading slash). */
const requested = new Set<string>()

async function expectAnswer(request: APIRequestContext, probe: Probe, index: number) {
  const url = probe.path(index)
  requested.add(url.slice(1))
  const response = await request.get(url)
  expect(response.status(), url).toBe(probe.status)
  expect(await response.text(), url).toContain(probe.text)
}

test.describe('made-up addresses', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test(`${PER_ROUTE} made-up paths per dynamic route answer 404 and store nothing on disk`, async ({ request }) => {
    // Warm each route once with a real page, so what follows measures made-up paths only.
    for (const path of REAL_PAGES_FIRST) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
    const before = filesOf(serverDir)
    for (const probe of PROBES) {
      for (let index = 0; index < PER_ROUTE; index += 4) {
        await Promise.all(
          [0, 1, 2, 3]
            .filter((offset) => index + offset < PER_ROUTE)
            .map((offset) => expectAnswer(request, probe, index + offset)),
        )
      }
    }
    // Next writes its cache after answering: give it time to write anything it was going to.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const after = filesOf(serverDir)

    // Other tests run beside this one, and Next copies a build-time page into its runtime cache the first time
    // it serves it: only files named after an address requested here count.
    const isMadeUp = (file: string) =>
      [...requested].some((address) => file.includes(`/${address}.`) || file.includes(`/${address}/`))
    const added = [...after.keys()].filter((file) => !before.has(file) && isMadeUp(file))
    const growth = [...after]
      .filter(([file]) => isMadeUp(file))
      .reduce((sum, [file, size]) => sum + size - (before.get(file) ?? 0), 0)
    console.log(
      `[made-up paths] ${requested.size} requests: ${added.length} files and ${growth} bytes stored for them` +
        ` (the whole server folder changed by ${totalBytes(after) - totalBytes(before)} bytes meanwhile)`,
    )
    expect(added, 'files stored for made-up addresses').toEqual([])
    expect(growth).toBe(0)
  })

  test('the college players still open lesson 1 at an address whose lesson id is not a number', async ({ page }) => {
    await page.goto('/college-courses/application-prep/lesson/first')
    await expect(page).toHaveURL(/\/lesson\/first$/)
    await expect(page.getByTestId('lesson-counter')).toHaveText(/^1 of \d+$/)
  })
})
