'use client'

import { usePathname } from 'next/navigation'

import { NewTabLink } from '@/app/_components/frame/PolicyNote'

/**
 * Said in the enrolment dialog when the parent who opened it is signed out meanwhile (Logout in another tab, a
 * session that ended): sent now, the enrolment would be a guest's and its children would not join the family
 * account. Logging in again in a new tab keeps the form; the account reaches this tab and the notice goes.
 */
export function SignedOutNotice() {
  const here = usePathname()
  return (
    <div role="alert" className="rounded-xl border-l-4 border-clay-dark bg-clay/10 p-4 text-ink">
      <p className="font-semibold text-clay-dark">You are no longer signed in.</p>
      <p className="mt-1">
        Sent now, this enrolment would be made as a guest and its children would not be added to your family account.{' '}
        <NewTabLink href={`/auth?next=${encodeURIComponent(here)}`}>Log in again</NewTabLink> and this form carries on
        for your account, with everything you entered.
      </p>
    </div>
  )
}
