import { expect, test } from '@playwright/test'

import { AUTH_MESSAGES, MESSAGES } from '../../lib/validation'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/** /auth on the site with no backend configured (local mode): the real forms, validation, and a clear notice. */
test.describe('/auth in local mode', () => {
  test('Login and Sign Up are a tablist driven by arrow keys; Back to Home goes home', async ({ page }) => {
    await openPage(page, '/auth')
    await expect(page).toHaveTitle(/Login or Sign Up/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const tabs = page.getByRole('tablist', { name: 'Account' })
    const login = tabs.getByRole('tab', { name: 'Login' })
    const signUp = tabs.getByRole('tab', { name: 'Sign Up' })
    await expect(login).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Login' })).toBeVisible()
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeHidden()

    await login.focus()
    await page.keyboard.press('ArrowRight')
    await expect(signUp).toBeFocused()
    await expect(signUp).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(login).toBeFocused()
    await page.keyboard.press('End')
    await expect(signUp).toBeFocused()
    await page.keyboard.press('Home')
    await expect(login).toHaveAttribute('aria-selected', 'true')
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('login validates, then says that sign-in is not configured', async ({ page }) => {
    await openPage(page, '/auth')
    const panel = page.getByRole('tabpanel', { name: 'Login' })
    await panel.getByRole('button', { name: 'Login' }).click()
    await expect(panel.getByText(AUTH_MESSAGES.emailRequired)).toBeVisible()
    await expect(panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    // The focus goes to the first field in error, so its message is read out with it.
    await expect(panel.getByLabel('Email')).toBeFocused()

    await panel.getByLabel('Email').fill('family@example.com')
    await panel.getByRole('button', { name: 'Login' }).click()
    await expect(panel.getByText(AUTH_MESSAGES.passwordRequired)).toBeVisible()
    await expect(panel.getByLabel('Password')).toBeFocused()

    await panel.getByLabel('Email').fill('not-an-address')
    await panel.getByLabel('Password').fill('kente-2025')
    await panel.getByRole('button', { name: 'Login' }).click()
    await expect(panel.getByText(MESSAGES.invalidEmail)).toBeVisible()

    await panel.getByLabel('Email').fill('  Amara.Family@Example.com ')
    await panel.getByRole('button', { name: 'Login' }).click()
    await expect(panel.getByRole('alert')).toHaveText(AUTH_MESSAGES.notConfigured)
    await expect(page).toHaveURL(/\/auth$/)
    await expectNoAxeViolations(page)
  })

  test('sign-up checks that the passwords match and are long enough', async ({ page }) => {
    await openPage(page, '/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' })
    await panel.getByLabel('Email').fill('new.family@example.com')
    await panel.getByLabel('Password', { exact: true }).fill('abcdef')
    await panel.getByLabel('Confirm password').fill('abcdeg')
    await panel.getByRole('button', { name: 'Sign Up' }).click()
    await expect(panel.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeVisible()

    await panel.getByLabel('Password', { exact: true }).fill('abc')
    await panel.getByLabel('Confirm password').fill('abc')
    await panel.getByRole('button', { name: 'Sign Up' }).click()
    await expect(panel.getByText(AUTH_MESSAGES.passwordTooShort)).toBeVisible()
    await expect(panel.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toHaveCount(0)
    await expect(panel.getByLabel('Password', { exact: true })).toBeFocused()

    await panel.getByLabel('Password', { exact: true }).fill('abcdef')
    await panel.getByLabel('Confirm password').fill('abcdef')
    await panel.getByRole('button', { name: 'Sign Up' }).click()
    await expect(panel.getByRole('alert')).toHaveText(AUTH_MESSAGES.notConfigured)
    await expectNoAxeViolations(page)
  })

  test('the header offers Login while nobody is signed in', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth')
  })
})
