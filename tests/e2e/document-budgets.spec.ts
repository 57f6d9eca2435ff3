import { expect, test } from '@playwright/test'

import { DOCUMENT_ROUTES, PUBLIC_ROUTES } from '../../lib/routes'
import { checkDocumentBudgets, fetchDocumentSize, formatDocumentTable } from '../../scripts/bench/document-size'

/**
 * HTML budgets (gzip) per route: the document is what a phone must receive before it paints, stylesheet and RSC
 * payload included, so a heavier one is slower however speed is measured (docs/benchmark.md). Read from the site
 * server this suite runs against, in local mode: the same build, the same fixtures, the same frozen day every time.
 */
test.describe('HTML document budgets', () => {
  test('every page a visitor opens sends a document within its budget', async ({ baseURL }) => {
    const sizes = []
    for (const route of DOCUMENT_ROUTES)
      sizes.push({ path: route.path, ...(await fetchDocumentSize(baseURL + route.path)) })
    const report = checkDocumentBudgets(sizes, DOCUMENT_ROUTES)
    console.log(`\nHTML document per route (gzip)\n${formatDocumentTable(report.rows)}\n`)
    expect(report.failures).toEqual([])
    // Each is a page, not an error or a redirect (the not-found route answers its 404 page).
    for (const size of sizes) expect([200, 404], size.path).toContain(size.status)
    expect(report.rows).toHaveLength(DOCUMENT_ROUTES.length)
    // A public page joins by its line in lib/routes.ts; without a budget it would be silently left out.
    expect(DOCUMENT_ROUTES.map((route) => route.path)).toEqual(expect.arrayContaining(PUBLIC_ROUTES.map((r) => r.path)))
  })

  test('the check fails a document over its budget, and one the list does not know', async ({ baseURL }) => {
    const about = { path: '/about', ...(await fetchDocumentSize(`${baseURL}/about`)) }
    expect(about.status).toBe(200)
    expect(about.gzipBytes).toBeGreaterThan(1024)
    expect(about.rawBytes).toBeGreaterThan(about.gzipBytes)

    const tight = checkDocumentBudgets([about], [{ path: '/about', htmlBudgetKib: 1 }])
    expect(tight.failures).toEqual([
      `/about sends ${(about.gzipBytes / 1024).toFixed(1)} KiB gzip of HTML, over its budget of 1 KiB`,
    ])
    const unlisted = checkDocumentBudgets([about], [])
    expect(unlisted.failures).toEqual(['/about was measured but is not in lib/routes.ts, so it has no HTML budget'])
  })
})
