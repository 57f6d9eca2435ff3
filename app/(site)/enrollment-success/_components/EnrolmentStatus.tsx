'use client'

import { useEffect, useState } from 'react'

import { PaymentStatusView } from '@/app/_components/commerce/orders/PaymentStatus'
import { useAuth } from '@/lib/auth/auth-context'
import { claimOrderChildren } from '@/lib/commerce/claim-order-children'
import type { OrderView } from '@/lib/commerce/use-order-status'
import { childrenOnAccount, enrolledLearnersLine } from '@/lib/family/enrolled-learners'
import type { Learner } from '@/lib/family/learners'

/**
 * The payment's state, the children the enrolment is for and, for a signed-in family once it is paid, which of them
 * are the account's learners: added by this page for an order that carries the account's e-mail, or by the payment
 * itself (docs/behaviour.md#confirmation-pages).
 */
export function EnrolmentStatus({ view, contactEmail }: { view: OrderView; contactEmail: string }) {
  const { state, client } = useAuth()
  const [added, setAdded] = useState<string[]>([])
  const [learners, setLearners] = useState<readonly Learner[]>([])
  const found = view.kind === 'found' ? view : null
  const paidReference = found?.summary.status === 'paid' && found.summary.children.length > 0 ? found.sessionId : null
  const userId = state.status === 'signed-in' ? state.session.user.id : null

  useEffect(() => {
    const loading = userId && paidReference ? client() : null
    if (!loading || !userId || !paidReference) return
    let active = true
    void (async () => {
      const supabase = await loading
      const names = await claimOrderChildren(supabase, paidReference)
      if (active) setAdded(names)
      // The children are learners now, by this claim or by the payment itself: the header's switch, which read
      // the family when the page opened, reads it again, and so does this page. Loaded here, not with the page.
      const { familyChanged, loadFamily } = await import('@/lib/family/family')
      familyChanged()
      const family = await loadFamily(userId, supabase)
      if (active) setLearners(family)
    })().catch((error: unknown) => console.error('Failed to add the children to the account', error))
    return () => {
      active = false
    }
  }, [userId, paidReference, client])

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
            {userId && enrolledLearnersLine(added, childrenOnAccount(children, learners))}
          </p>
        </section>
      )}
    </>
  )
}
