'use client'

import { useEffect, useState } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import { loadFamily } from '@/lib/family/family'

import type { FamilyLearner } from './enrollment-children'

/**
 * The signed-in family's learners, for the enrolment dialog to offer as children: the tab's one reading of the
 * family, shared with the header's learner switch. Empty for a guest, in local mode, and when they cannot be read
 * (the family then types the names, as a guest would).
 */
export function useFamilyLearners(): FamilyLearner[] {
  const { state, client } = useAuth()
  const [learners, setLearners] = useState<FamilyLearner[]>([])
  const userId = state.status === 'signed-in' ? state.session.user.id : null

  useEffect(() => {
    const loading = userId ? client() : null
    if (!userId || !loading) return
    let active = true
    void loading
      .then((supabase) => loadFamily(userId, supabase))
      .then((family) => {
        if (active) setLearners(family)
      })
      .catch((error: unknown) => console.error('Failed to read the family learners', error))
    return () => {
      active = false
    }
  }, [userId, client])

  return userId ? learners : []
}
