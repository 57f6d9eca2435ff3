'use client'

import type { Session } from '@supabase/supabase-js'
import { usePathname } from 'next/navigation'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { loadBrowserClient, type TypedSupabaseClient } from '@/lib/supabase/browser'
import { supabaseConfig } from '@/lib/supabase/config'

/**
 * The visitor's auth state for every client component: read once on load, then
 * following Supabase's `onAuthStateChange`; the subscription ends when the provider unmounts.
 * In local mode the state is `unconfigured` and nothing is loaded. When the account's code cannot be loaded the
 * visitor is treated as signed out, and each page they open tries again until the session has been read.
 */
export type AuthState =
  | { status: 'unconfigured' }
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: Session; email: string | null }

const initialState = (): AuthState => (supabaseConfig.configured ? { status: 'loading' } : { status: 'unconfigured' })

const stateOf = (session: Session | null): AuthState =>
  session ? { status: 'signed-in', session, email: session.user.email ?? null } : { status: 'signed-out' }

interface AuthContextValue {
  state: AuthState
  /** The Supabase client (loaded on first use), or null in local mode. */
  client: () => Promise<TypedSupabaseClient> | null
}

const AuthContext = createContext<AuthContextValue>({ state: { status: 'unconfigured' }, client: () => null })

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState)
  const [sessionRead, setSessionRead] = useState(false)
  // The provider stays mounted from page to page: until the session has been read, each page asks again. A load
  // that failed starts anew (lib/supabase/browser.ts forgets it); one still on its way is simply awaited again.
  // In local mode there is no session to read, so the effect runs once.
  const pathname = usePathname()
  const unreadOn = sessionRead || !supabaseConfig.configured ? null : pathname

  useEffect(() => {
    const loading = loadBrowserClient()
    if (!loading) return
    let active = true
    let unsubscribe: (() => void) | undefined
    void loading
      .then(async (supabase) => {
        const { data } = await supabase.auth.getSession()
        if (!active) return
        setState(stateOf(data.session))
        setSessionRead(true)
        const { data: listener } = supabase.auth.onAuthStateChange((_event, session) => setState(stateOf(session)))
        unsubscribe = () => listener.subscription.unsubscribe()
        if (!active) unsubscribe()
      })
      .catch(() => {
        if (active) setState({ status: 'signed-out' })
      })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [unreadOn])

  const value = useMemo<AuthContextValue>(() => ({ state, client: loadBrowserClient }), [state])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export const useAuth = () => useContext(AuthContext)
