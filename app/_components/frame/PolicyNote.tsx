import type { ReactNode } from 'react'

import { PRIVACY_PATH, TERMS_PATH } from '@/lib/site/page-paths'

const linkClass = 'font-semibold text-clay-dark underline underline-offset-2 hover:text-clay'

/**
 * A link of the site's own from inside a form (a policy beside the submit button, a sign-in). It opens in a new
 * tab, so following it never throws away what the person has typed (or closes the dialog the form is in).
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

export const PrivacyLink = () => <NewTabLink href={PRIVACY_PATH}>Privacy Policy</NewTabLink>
export const TermsLink = () => <NewTabLink href={TERMS_PATH}>Terms of Use</NewTabLink>

/** The line beside a form's submit button: what the details are used for, and the policy that covers them. */
export function PolicyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm leading-relaxed text-muted">{children}</p>
}
