import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/** Confirmation and download pages on the site with no backend configured (local mode). */

test('/payment-success says there is no order to confirm here, and offers the three ways on', async ({ page }) => {
  await openPage(page, '/payment-success?session_id=cs_test_local123')
  await expect(page.getByRole('heading', { name: 'No order to confirm' })).toBeVisible()
  // No payment service here, so no order: the heading names the page and thanks no one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment confirmation')
  const next = page.getByRole('navigation', { name: 'Where to next' })
  await expect(next.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/homeschool-materials')
  await expect(next.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await expect(next.getByRole('link', { name: 'Explore self-paced courses' })).toHaveAttribute('href', '/self-paced')
  await expectNoAxeViolations(page)
})

test('/enrollment-success shows the next steps and the reference, and offers an account after 2 seconds', async ({
  page,
}) => {
  // Time stands still from the start, so the prompt's 2 s timer is measured from when the page armed it.
  await page.clock.install({ time: new Date('2026-08-20T15:00:00Z') })
  await page.clock.pauseAt(new Date('2026-08-20T15:00:01Z'))
  await openPage(page, '/enrollment-success?session_id=cs_test_enrol42')
  // No payment service here, so no order: the heading does not thank anyone for enrolling.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enrollment confirmation')
  await expect(page.getByRole('heading', { name: 'No order to confirm' })).toBeVisible()
  await expect(page.getByText(/Thank you for enrolling/)).toHaveCount(0)
  for (const step of ['Recurring payments', 'Program materials', 'Onboarding'])
    await expect(page.getByText(step, { exact: true })).toBeVisible()
  await expect(page.getByText('cs_test_enrol42')).toBeVisible()

  const prompt = page.getByRole('region', { name: 'Create your family account?' })
  await page.clock.runFor(1900)
  await expect(prompt).toHaveCount(0)
  await page.clock.runFor(200)
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/auth?tab=signup&next=%2Fenrollment-success%3Fsession_id%3Dcs_test_enrol42',
  )
  await page.clock.resume() // axe runs on timers of its own
  await expectNoAxeViolations(page)
  await prompt.getByRole('button', { name: 'Continue as Guest' }).click()
  await expect(prompt).toHaveCount(0)
})

test('/enrollment-success without an order reference thanks no one above its "no order" notice', async ({ page }) => {
  await openPage(page, '/enrollment-success')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enrollment confirmation')
  await expect(page.getByRole('heading', { name: 'No order to confirm' })).toBeVisible()
  await expect(page.getByText(/Thank you for enrolling|Welcome to/)).toHaveCount(0)
})

test('/digital-download explains that downloads need the backend this site does not have', async ({ page }) => {
  await openPage(page, '/digital-download?session_id=cs_test_dl1')
  await expect(page.getByRole('heading', { name: 'Downloads are not available here' })).toBeVisible()
  await expectNoAxeViolations(page)
})
