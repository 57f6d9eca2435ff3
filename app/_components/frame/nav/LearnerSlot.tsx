'use client'

import dynamic from 'next/dynamic'

import { withWholeSheet } from '@/app/_components/frame/whole-sheet'
import { useAuth } from '@/lib/auth/auth-context'

/** The switch and picker load only once the session says a parent is signed in: every other visitor skips them. */
const LearnerSwitch = dynamic(
  () => withWholeSheet(import('@/app/_components/learners/LearnerSwitch')).then((module) => module.LearnerSwitch),
  { ssr: false },
)

/** Who is learning, in the header of every page, for a signed-in parent (docs/behaviour.md#learners). */
export function LearnerSlot() {
  const { state } = useAuth()
  return state.status === 'signed-in' ? <LearnerSwitch userId={state.session.user.id} /> : null
}
