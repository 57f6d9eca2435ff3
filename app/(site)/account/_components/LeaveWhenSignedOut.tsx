'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { useAuth } from '@/lib/auth/auth-context'

/**
 * When the parent signs out in another tab (or the session ends), /account reads itself again, which sends a
 * signed-out visitor to sign in and back. Without it the family's learners and orders stayed on the screen, and
 * every save failed with "Please try again", which could never succeed. A Logout in this tab goes on to the home
 * page all the same: the router lets a navigation take over from a refresh still on its way, and one that has
 * already landed on the sign-in page is followed by it.
 */
export function LeaveWhenSignedOut() {
  const { state } = useAuth()
  const router = useRouter()
  const wasSignedIn = useRef(false)
  useEffect(() => {
    if (state.status === 'signed-in') wasSignedIn.current = true
    else if (state.status === 'signed-out' && wasSignedIn.current) router.refresh()
  }, [state.status, router])
  return null
}
