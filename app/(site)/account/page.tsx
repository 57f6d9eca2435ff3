import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { FAMILY_FULL_TEXT } from '@/app/_components/learners/LearnerChoiceFields'
import { loadFamilyAccount } from '@/lib/family/account-data'
import { codePageMetadata } from '@/lib/site/page-metadata'
import { createServerSupabase, signedInUserId } from '@/lib/supabase/server'
import { MAX_LEARNERS } from '@/lib/validation/rules'

import { FamilyOrders } from './_components/FamilyOrders'
import { LEARNERS_HEADING_ID } from './_components/LearnerActions'
import { LearnerCard } from './_components/LearnerCard'
import { LearnerForm } from './_components/LearnerForm'
import { LeaveWhenSignedOut } from './_components/LeaveWhenSignedOut'
import { RefreshOnFamilyChange } from './_components/RefreshOnFamilyChange'

/** Rendered for each request from the parent's session cookies: nothing here is ever cached or shared. */
export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return codePageMetadata('/account', {
    title: 'My family',
    description: (school) => `Your learners' progress and your orders at ${school}.`,
    robots: { index: false, follow: false },
  })
}

function Frame({ intro, children }: { intro: string; children?: ReactNode }) {
  return (
    <div className="bg-sand/60 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-4xl">
        <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">My family</h1>
        <p className="mt-3 text-lg text-muted">{intro}</p>
        {children}
      </div>
    </div>
  )
}

/**
 * /account (docs/behaviour.md#family-account): the signed-in parent's learners, each with their courses,
 * lessons, scores, writing and progress report; adding, editing and deleting learners; the family's orders.
 * Signed out it sends the visitor to sign in and back; with no sign-in service it says so.
 */
export default async function AccountPage() {
  const supabase = await createServerSupabase()
  if (!supabase)
    return (
      <Frame intro="Family accounts need the school's sign-in service, which this copy of the site does not have.">
        <p className="mt-6 text-ink">
          Once the site is connected to its account service, parents sign in here to follow each child’s courses, scores
          and writing, download progress reports and see their orders.
        </p>
      </Frame>
    )
  if (!(await signedInUserId(supabase))) redirect('/auth?next=/account')

  const { reports, orders } = await loadFamilyAccount(supabase)
  const full = reports.length >= MAX_LEARNERS
  return (
    <Frame intro="Each learner's courses, lessons, scores and writing, and everything your family has ordered.">
      <LeaveWhenSignedOut />
      <RefreshOnFamilyChange />
      <section aria-labelledby={LEARNERS_HEADING_ID} className="mt-10">
        <h2 id={LEARNERS_HEADING_ID} tabIndex={-1} className="font-display text-2xl font-semibold text-ink">
          Your learners
        </h2>
        {reports.length === 0 ? (
          <p className="mt-3 text-ink">
            Add a learner before their progress can be kept in your account: each child has their own record.
          </p>
        ) : (
          <div className="mt-4 space-y-6">
            {reports.map((report) => (
              <LearnerCard key={report.learner.id} report={report} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="add-learner-heading" className="mt-10 rounded-2xl bg-white p-5 shadow-sm sm:p-7">
        <h2 id="add-learner-heading" className="font-display text-2xl font-semibold text-ink">
          Add a learner
        </h2>
        {full ? (
          <p className="mt-3 text-ink">{FAMILY_FULL_TEXT}</p>
        ) : (
          <div className="mt-4">
            <LearnerForm />
          </div>
        )}
      </section>

      <section aria-labelledby="orders-heading" className="mt-10">
        <h2 id="orders-heading" className="mb-4 font-display text-2xl font-semibold text-ink">
          Orders
        </h2>
        <FamilyOrders orders={orders} />
      </section>
    </Frame>
  )
}
