'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { subscribeFamilyChangedElsewhere } from '@/lib/family/changed-elsewhere'

/**
 * A learner added from the header's picker, or changed in another tab, shows on this page at once: the page reads
 * itself again, as after its own forms. Without it the list showed the change only after a reload, and an edit of
 * a learner deleted elsewhere could only fail.
 */
export function RefreshOnFamilyChange() {
  const router = useRouter()
  useEffect(() => subscribeFamilyChangedElsewhere(() => router.refresh()), [router])
  return null
}
