'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import type { FocusEvent, KeyboardEvent } from 'react'

import { withWholeSheet } from '@/app/_components/frame/whole-sheet'
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
    withWholeSheet(import('@/lib/browser/notify')),
    import('@/lib/validation/auth-messages'),
  ])

type Props = { variant: 'desktop' | 'mobile'; onNavigate?: () => void }

const sizes = { desktop: 'px-4 py-1.5 text-sm', mobile: 'w-full px-4 py-3 text-base' }

/**
 * Signed out (or while the session is being read, or in local mode): the Login button to /auth.
 * Signed in: the Account dropdown with My family (/account) and Logout; after logout, or on choosing My family,
 * the mobile menu closes (`onNavigate`), and after logout the visitor goes to /.
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
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()

  /** The menu's entries, in order: My family, then Logout. */
  const entries = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a, button') ?? [])

  function openAndFocus() {
    void loadLogoutParts().catch(() => undefined)
    setOpen(true)
    requestAnimationFrame(() => entries()[0]?.focus())
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
      return
    }
    // Arrows, Home and End move between the entries, as in the header's other menus.
    const list = entries()
    const at = list.indexOf(document.activeElement as HTMLElement)
    if (!open || at < 0) return
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    list[(to + list.length) % list.length]?.focus()
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
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={
          mobile
            ? 'mt-2 rounded-2xl border border-sand-dark bg-white p-2'
            : 'absolute top-full right-0 z-50 mt-2 w-56 rounded-2xl border border-sand-dark bg-white p-2 shadow-xl'
        }
      >
        {email && <p className="truncate px-3 py-2 text-sm text-muted">Signed in as {email}</p>}
        <Link
          href="/account"
          onClick={() => {
            setOpen(false)
            onNavigate?.()
          }}
          className="block w-full rounded-xl px-3 py-2 text-left font-semibold text-ink hover:bg-sand focus-visible:bg-sand"
        >
          My family
        </Link>
        <button
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
