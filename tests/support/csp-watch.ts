import type { Page } from '@playwright/test'

/**
 * Records, for one page, every Content-Security-Policy violation the browser reports (the
 * `securitypolicyviolation` event, registered before any page script runs) and every console error.
 */
export interface PageProblems {
  /** "<directive> blocked <uri>" per violation, in every frame of this page's origin. */
  violations: () => Promise<string[]>
  consoleErrors: string[]
  /**
   * The browser's warnings about the page's own policies: a Permissions-Policy feature it does not know, or an
   * iframe whose `allow` and older attributes say the same thing twice. Harmless to the page, but noise in every
   * visitor's console that hides a real warning.
   */
  policyWarnings: string[]
}

const POLICY_WARNING = /Permissions-Policy|Feature Policy|Allow attribute will take precedence/i

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

export async function watchPageProblems(page: Page): Promise<PageProblems> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const consoleErrors: string[] = []
  const policyWarnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
    else if (message.type() === 'warning' && POLICY_WARNING.test(message.text())) policyWarnings.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`))
  return {
    consoleErrors,
    policyWarnings,
    violations: async () => {
      const perFrame = await Promise.all(
        page.frames().map((frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[])),
      )
      return perFrame.flat()
    },
  }
}
