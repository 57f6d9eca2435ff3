'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { Link } from '@/app/_components/ui/Link'
import { useAuth } from '@/lib/auth/auth-context'
import { useLocationSearch } from '@/lib/browser/location'
import { safeReturnPath } from '@/lib/validation/rules'

import { LoginForm } from './LoginForm'
import { SignUpForm } from './SignUpForm'

const TABS = [
  { id: 'login', label: 'Login' },
  { id: 'signup', label: 'Sign Up' },
] as const
type TabId = (typeof TABS)[number]['id']

/**
 * The Login / Sign Up tabs (a real tablist: arrow keys, Home and End move between tabs and select them)
 * and Back to Home. A visitor who is already signed in is sent home (proxy.ts does it on the server when
 * the session cookie is there; this covers a session the browser learns of later).
 */
export function AuthPanel() {
  const { state } = useAuth()
  const router = useRouter()
  // `?tab=signup` opens on Sign Up (the confirmation page's Create Account); the visitor's own choice wins after.
  const asked: TabId = new URLSearchParams(useLocationSearch()).get('tab') === 'signup' ? 'signup' : 'login'
  const [chosen, setTab] = useState<TabId | null>(null)
  const tab = chosen ?? asked
  const [createdEmail, setCreatedEmail] = useState('')
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ login: null, signup: null })
  const submitted = useRef(false)

  useEffect(() => {
    if (state.status === 'signed-in' && !submitted.current) {
      router.replace(safeReturnPath(new URLSearchParams(window.location.search).get('next'), window.location.origin))
    }
  }, [state.status, router])

  function select(next: TabId, focus: boolean) {
    setTab(next)
    if (focus) tabRefs.current[next]?.focus()
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((candidate) => candidate.id === tab)
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(TABS[target]!.id, true)
  }

  return (
    <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-lg sm:p-8">
      <div role="tablist" aria-label="Account" className="grid grid-cols-2 gap-1 rounded-full bg-sand p-1">
        {TABS.map((candidate) => {
          const selected = candidate.id === tab
          return (
            <button
              key={candidate.id}
              ref={(element) => {
                tabRefs.current[candidate.id] = element
              }}
              type="button"
              role="tab"
              id={`auth-tab-${candidate.id}`}
              aria-selected={selected}
              aria-controls={`auth-panel-${candidate.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(candidate.id, false)}
              onKeyDown={onTabKeyDown}
              className={`min-h-11 rounded-full px-4 py-2 font-semibold ${selected ? 'bg-white text-ink shadow' : 'text-muted hover:text-ink'}`}
            >
              {candidate.label}
            </button>
          )
        })}
      </div>
      {TABS.map((candidate) => (
        <div
          key={candidate.id}
          role="tabpanel"
          id={`auth-panel-${candidate.id}`}
          aria-labelledby={`auth-tab-${candidate.id}`}
          hidden={candidate.id !== tab}
          className="mt-6"
          onSubmitCapture={() => {
            submitted.current = true
          }}
        >
          {candidate.id === 'login' ? (
            <LoginForm key={createdEmail} initialEmail={createdEmail} />
          ) : (
            <SignUpForm
              onCreated={(email) => {
                setCreatedEmail(email)
                select('login', false)
              }}
            />
          )}
        </div>
      ))}
      <p className="mt-6 text-center">
        <Link href="/" className="font-semibold text-forest underline underline-offset-4 hover:text-forest-dark">
          Back to Home
        </Link>
      </p>
    </div>
  )
}
