'use client'

import { useEffect, useState } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import { GRADE_BANDS, type GradeBand } from '@/lib/validation'

import type { FamilyLearner } from './enrollment-children'

const isGradeBand = (value: string | null): value is GradeBand =>
  value !== null && (GRADE_BANDS as readonly string[]).includes(value)

/**
 * The signed-in family's learners, for the enrolment dialog to offer as children. Empty for a guest, in local
 * mode, and when they cannot be read (the family then types the names, as a guest would).
 */
export function useFamilyLearners(): FamilyLearner[] {
  const { state, client } = useAuth()
  const [learners, setLearners] = useState<FamilyLearner[]>([])
  const signedIn = state.status === 'signed-in'

  useEffect(() => {
    const loading = signedIn ? client() : null
    if (!loading) return
    let active = true
    void loading
      .then((supabase) => supabase.from('learners').select('id, display_name, grade_band').order('created_at'))
      .then(({ data, error }) => {
        if (error) throw new Error(error.message)
        if (!active) return
        setLearners(
          (data ?? []).map((row) => ({
            id: row.id,
            displayName: row.display_name,
            gradeBand: isGradeBand(row.grade_band) ? row.grade_band : null,
          })),
        )
      })
      .catch((error: unknown) => console.error('Failed to read the family learners', error))
    return () => {
      active = false
    }
  }, [signedIn, client])

  return signedIn ? learners : []
}
