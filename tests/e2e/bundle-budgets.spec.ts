import { expect, test } from '@playwright/test'

import { BUDGETED_ROUTES } from '../../lib/routes'
import { checkBudgets, formatBudgetTable, readRouteBundles } from '../../scripts/bench/bundle-stats'

/**
 * First-load JavaScript budgets (gzip) per route, read from the build this suite runs against. No browser:
 * the build's own stats are deterministic, so the budget belongs in CI.
 */
test.describe('first-load JS budgets', () => {
  test('every built route is listed and within its budget', async () => {
    const bundles = await readRouteBundles()
    const report = checkBudgets(bundles, BUDGETED_ROUTES)
    console.log(`\nFirst-load JS per route (gzip)\n${formatBudgetTable(report.rows)}\n`)
    expect(report.failures).toEqual([])
    expect(report.rows.map((row) => row.route)).toContain('/')
  })

  test('the check fails a route over its budget, and one the list does not know', async () => {
    const bundles = await readRouteBundles()
    const tiny = checkBudgets(
      bundles,
      BUDGETED_ROUTES.map((route) => ({ ...route, budgetKib: 1 })),
    )
    expect(tiny.failures).toHaveLength(bundles.length)
    expect(tiny.failures.join('\n')).toMatch(/^\/ ships \d+\.\d KiB gzip of first-load JS, over its budget of 1 KiB$/m)

    const unlisted = checkBudgets(
      bundles,
      BUDGETED_ROUTES.filter((route) => route.path !== '/'),
    )
    expect(unlisted.failures).toEqual(['/ is built but not in lib/routes.ts, so it has no budget'])

    const phantom = checkBudgets(bundles, [...BUDGETED_ROUTES, { path: '/gone', budgetKib: 155, sitemap: true }])
    expect(phantom.failures).toEqual(['/gone is in lib/routes.ts but the build has no such route'])
  })
})
