import type { TypedSupabaseClient } from '@/lib/supabase/browser'

import { familyChangedElsewhere } from './changed-elsewhere'
import { fetchLearners, type Learner } from './learners'

/**
 * The family's learners, read once per page visit and kept for the tab's later pages: the header's switch and
 * the picker both use this list, and adding a learner adds to it.
 */
const families = new Map<string, Promise<Learner[]>>()

export function loadFamily(userId: string, supabase: TypedSupabaseClient): Promise<Learner[]> {
  let family = families.get(userId)
  if (!family) {
    family = fetchLearners(supabase)
    // A failed read is tried again by the next page rather than kept.
    family.catch(() => families.delete(userId))
    families.set(userId, family)
  }
  return family
}

/**
 * The list after this tab added a learner from the header's picker (the account holds it already). A page that
 * shows the family from the server (/account) hears of it and reads itself again.
 */
export function rememberAdded(userId: string, learners: readonly Learner[]): void {
  families.set(userId, Promise.resolve([...learners]))
  familyChangedElsewhere()
  otherTabs()?.postMessage(CHANGED)
}

/** Whether a page is one where learning happens: a course, a lesson or a game (asked who is learning there). */
export const isLearningPage = (pathname: string): boolean => /^\/(course|college-courses|games)\/[^/]/.test(pathname)

const changeListeners = new Set<() => void>()
let changes = 0

/**
 * The parent page changed the family: every list kept in this tab is dropped, and the header's switch, which
 * stays mounted from page to page, reads the family again.
 */
export function familyChanged(): void {
  dropFamilies()
  otherTabs()?.postMessage(CHANGED)
}

function dropFamilies() {
  families.clear()
  changes += 1
  for (const listener of changeListeners) listener()
}

const CHANGED = 'changed'
let channel: BroadcastChannel | null = null

/**
 * The other tabs of this browser: a learner deleted on /account in one tab is forgotten by the header of a lesson
 * open in another, rather than kept "learning" with saves the account refuses. Opened by the first listener or
 * change (in the browser only); a message is never heard by the tab that sent it.
 */
function otherTabs(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel('sankofa.family')
    channel.onmessage = () => {
      dropFamilies()
      familyChangedElsewhere()
    }
  }
  return channel
}

export function subscribeFamilyChanges(listener: () => void): () => void {
  otherTabs()
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

/** How many times the family changed in this tab: a snapshot for useSyncExternalStore. */
export const familyChanges = (): number => changes
