'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import type { FocusEvent, KeyboardEvent } from 'react'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { ChevronDownIcon } from '@/app/_components/ui/Icons'
import { Link } from '@/app/_components/ui/Link'
import { useAuth } from '@/lib/auth/auth-context'

/**
 * What Logout needs beyond the header: the progress store (to forget the learner), the toast and its texts.
 * Loaded when the menu opens, not with every page, so the header on every page stays small.
 */
const loadLogoutParts = () =>
  Promise.all([
    import('@/lib/learning/progress-store'),
    import('@/lib/browser/notify'),
    import('@/lib/validation/auth-messages'),
  ])

type Props = { variant: 'desktop' | 'mobile'; onNavigate?: () => void }

const sizes = { desktop: 'px-4 py-1.5 text-sm', mobile: 'w-full px-4 py-3 text-base' }

/**
 * Signed out (or while the session is being read, or in local mode): the Login button to /auth.
 * Signed in: the Account dropdown whose only entry is Logout; after logout the visitor goes
 * to / and the mobile menu closes (`onNavigate`).
 */
export function AccountSlot({ variant, onNavigate }: Props) {
  const { state } = useAuth()
  if (state.status !== 'signed-in') {
    return (
      <Link
        href="/auth"
        className={buttonClass({
          tone: 'outline',
          dimmed: 'never',
          className: `gap-1 whitespace-nowrap ${sizes[variant]}`,
        })}
        onClick={onNavigate}
      >
        Login
      </Link>
    )
  }
  return <AccountMenu variant={variant} email={state.email} userId={state.session.user.id} onNavigate={onNavigate} />
}

function AccountMenu({ variant, email, userId, onNavigate }: Props & { email: string | null; userId: string }) {
  const { client } = useAuth()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const logoutRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  function openAndFocus() {
    void loadLogoutParts().catch(() => undefined)
    setOpen(true)
    requestAnimationFrame(() => logoutRef.current?.focus())
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAndFocus()
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  /**
   * Signs out everywhere; when the account service cannot be reached, this device is still signed out (the
   * local sign-out removes the session before it calls the network) and the person is told the rest. The
   * learner's progress and drafts leave this device either way: it may be a family computer.
   */
  async function logout() {
    setBusy(true)
    const parts = loadLogoutParts()
    try {
      const supabase = await client()
      if (supabase) {
        const { error } = await supabase.auth.signOut().catch((thrown: unknown) => ({ error: thrown }))
        if (error) {
          await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined)
          const [, { notify }, { AUTH_MESSAGES }] = await parts
          notify(AUTH_MESSAGES.signedOutHereOnly, AUTH_MESSAGES.signedOutHereOnlyDetail, 'error')
        }
      }
    } finally {
      await parts.then(([{ forgetLearnerOnThisDevice }]) => forgetLearnerOnThisDevice(userId)).catch(() => undefined)
      setBusy(false)
      setOpen(false)
      onNavigate?.()
      router.push('/')
    }
  }

  const mobile = variant === 'mobile'
  return (
    <div className={`relative ${mobile ? 'w-full' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? setOpen(false) : openAndFocus())}
        onKeyDown={onButtonKeyDown}
        className={buttonClass({
          tone: 'outline',
          dimmed: 'never',
          className: `gap-1 whitespace-nowrap ${sizes[variant]}`,
        })}
      >
        Account
        <ChevronDownIcon
          className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={
          mobile
            ? 'mt-2 rounded-2xl border border-sand-dark bg-white p-2'
            : 'absolute top-full right-0 z-50 mt-2 w-56 rounded-2xl border border-sand-dark bg-white p-2 shadow-xl'
        }
      >
        {email && <p className="truncate px-3 py-2 text-sm text-muted">Signed in as {email}</p>}
        <button
          ref={logoutRef}
          type="button"
          onClick={logout}
          disabled={busy}
          className="w-full rounded-xl px-3 py-2 text-left font-semibold text-ink hover:bg-sand focus-visible:bg-sand disabled:opacity-60"
        >
          {busy ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </div>
  )
}
