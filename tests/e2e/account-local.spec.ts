import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/** The parent page on a site with no account service (docs/behaviour.md#family-account): a plain notice, not an error. */
test('in local mode the parent page says family accounts need the sign-in service, and reports are not there', async ({
  page,
}) => {
  const response = await openPage(page, '/account')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'My family' })).toBeVisible()
  await expect(
    page.getByText("Family accounts need the school's sign-in service, which this copy of the site does not have."),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await expectNoAxeViolations(page)
  }
  expect((await page.request.get('/account/report/a1111111-1111-4111-8111-111111111111')).status()).toBe(404)
})
