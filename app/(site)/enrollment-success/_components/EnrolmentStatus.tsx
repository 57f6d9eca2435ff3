'use client'

import { useEffect, useState } from 'react'

import { PaymentStatusView } from '@/app/_components/commerce/orders/PaymentStatus'
import { useAuth } from '@/lib/auth/auth-context'
import { claimOrderChildren } from '@/lib/commerce/claim-order-children'
import type { OrderView } from '@/lib/commerce/use-order-status'

/**
 * The payment's state, the children the enrolment is for and, for a signed-in family whose paid order carries
 * its e-mail, the children added to the account as learners (docs/behaviour.md#confirmation-pages).
 */
export function EnrolmentStatus({ view, contactEmail }: { view: OrderView; contactEmail: string }) {
  const { state, client } = useAuth()
  const [added, setAdded] = useState<string[]>([])
  const found = view.kind === 'found' ? view : null
  const paidReference = found?.summary.status === 'paid' && found.summary.children.length > 0 ? found.sessionId : null
  const signedIn = state.status === 'signed-in'

  useEffect(() => {
    const loading = signedIn && paidReference ? client() : null
    if (!loading || !paidReference) return
    let active = true
    void loading
      .then((supabase) => claimOrderChildren(supabase, paidReference))
      .then(async (names) => {
        if (active) setAdded(names)
        // The children are learners now, by this claim or by the payment itself: the header's switch, which read
        // the family when the page opened, reads it again. Loaded here, not with the page.
        const { familyChanged } = await import('@/lib/family/family')
        familyChanged()
      })
      .catch((error: unknown) => console.error('Failed to add the children to the account', error))
    return () => {
      active = false
    }
  }, [signedIn, paidReference, client])

  const children = found?.summary.children ?? []
  return (
    <>
      <PaymentStatusView view={view} contactEmail={contactEmail} />
      {children.length > 0 && (
        <section aria-labelledby="enrolled-children-heading" className="mt-6">
          <h2 id="enrolled-children-heading" className="font-display text-2xl font-semibold text-ink">
            {children.length === 1 ? 'Your child' : 'Your children'}
          </h2>
          <ul className="mt-3 space-y-1">
            {children.map((child, index) => (
              <li key={`${child.firstName}-${index}`}>
                <strong className="text-ink">{child.firstName}</strong>{' '}
                <span className="text-muted">· {child.gradeLabel}</span>
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="mt-3 text-forest">
            {added.length > 0 && `Added to your family account as learners: ${added.join(', ')}.`}
          </p>
        </section>
      )}
    </>
  )
}
