'use client'

import { useEffect, useState } from 'react'

import { linkButtonClass, plainButtonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { useAuth } from '@/lib/auth/auth-context'
import { useHydrated, useLocationSearch } from '@/lib/browser/location'
import { sessionIdFrom } from '@/lib/commerce/order-status'

/** The account prompt appears 2000 ms after the page opens (docs/behaviour.md#confirmation-pages). */
export const ACCOUNT_PROMPT_DELAY_MS = 2000

/** /auth on its Sign Up tab, coming back to this confirmation (and its order) once signed in. */
function authHref(sessionId: string | null): string {
  const next = sessionId ? `&next=${encodeURIComponent(`/enrollment-success?session_id=${sessionId}`)}` : ''
  return `/auth?tab=signup${next}`
}

/** The order reference from the URL, and after 2 s an offer to create an account or continue as a guest. */
export function AccountPrompt() {
  const { state } = useAuth()
  const hydrated = useHydrated()
  const sessionId = sessionIdFrom(useLocationSearch())
  const [due, setDue] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  // Only to a visitor known not to be signed in: a page still reading the session may be a signed-in parent's.
  const offered = state.status === 'signed-out' || state.status === 'unconfigured'

  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), ACCOUNT_PROMPT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    <>
      {hydrated && sessionId && (
        <p className="mt-6 text-muted">
          Your order reference:{' '}
          <code className="rounded bg-sand px-2 py-0.5 font-mono text-sm break-all text-ink">{sessionId}</code>
        </p>
      )}
      <div aria-live="polite">
        {due && !dismissed && offered && (
          <section
            aria-labelledby="account-prompt-heading"
            className="mt-6 rounded-2xl border-2 border-forest bg-forest/5 p-5"
          >
            <h2 id="account-prompt-heading" className="font-display text-xl font-semibold text-ink">
              Create your family account?
            </h2>
            <p className="mt-2 text-ink">
              With an account you can review materials and download your purchases any time. Create it with the e-mail
              you paid with and sign in here: the children you enrolled become learners on it. You can also carry on as
              a guest.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link
                href={authHref(sessionId)}
                className={linkButtonClass({ tone: 'forest', className: 'min-h-11 px-5' })}
              >
                Create Account
              </Link>
              <button
                type="button"
                onClick={() => setDismissed(true)}
                className={plainButtonClass({ tone: 'outline', className: 'min-h-11 px-5' })}
              >
                Continue as Guest
              </button>
            </div>
          </section>
        )}
      </div>
    </>
  )
}
