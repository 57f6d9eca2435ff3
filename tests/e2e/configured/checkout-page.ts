import type { Page } from '@playwright/test'

/**
 * The Stripe stand-in's payment page: its URLs are not real, so the browser is answered a plain page there, and the
 * test completes the payment through the stand-in's hook instead (HOOKS.stripeComplete).
 */
export async function answerCheckoutPages(page: Page): Promise<void> {
  await page.route('https://checkout.stripe.test/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Checkout (stand-in)</title><h1>Pay</h1>',
    }),
  )
}
