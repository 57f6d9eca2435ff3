'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { subscribeLearnerAdded } from '@/lib/family/learner-added'

/**
 * A learner added from the header's picker while /account is open joins the page's list at once: the page reads
 * itself again, as after its own Add learner. Without it the new child showed only after a reload.
 */
export function RefreshOnLearnerAdded() {
  const router = useRouter()
  useEffect(() => subscribeLearnerAdded(() => router.refresh()), [router])
  return null
}
