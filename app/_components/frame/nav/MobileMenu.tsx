'use client'

import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'
import type { FocusEvent, KeyboardEvent } from 'react'

import { CloseIcon } from '@/app/_components/ui/CloseButton'
import { buildNav, isCurrent, JOIN_NOW, type CommunityLink, type NavLink } from '@/lib/site/nav-items'

import { AccountSlot } from './AccountSlot'
import { NavItemLink } from './NavItemLink'

/**
 * Below the md breakpoint: one button ("Open menu" / "Close menu") toggling every destination. The list is built
 * when the menu opens: closed, it would be markup and hydration work on every page for a panel most visits never
 * open (the desktop bar carries the same links in the document).
 */
export function MobileMenu({ community }: { community: CommunityLink }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  // Closed, the wrapper holds only the button: Escape there leaves things as they are.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      close()
      buttonRef.current?.focus()
    }
  }

  /**
   * Tab past the menu's last link (or Shift+Tab past its button) closes it, as the desktop dropdowns do: the panel
   * covers the page, and the focus would otherwise move on to links hidden under it. A tap on the panel's own
   * background sends the focus nowhere (no next element) and leaves the menu open.
   */
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget
    if (next && !event.currentTarget.contains(next)) close()
  }

  const linkClass =
    'block rounded-lg px-3 py-3 text-lg text-ink hover:bg-sand aria-[current=page]:font-semibold aria-[current=page]:text-clay-dark'
  const renderLink = (link: NavLink) => (
    <li key={link.href}>
      <NavItemLink
        link={link}
        current={!link.external && isCurrent(pathname, link.href)}
        onNavigate={close}
        className={linkClass}
      />
    </li>
  )

  return (
    <div className="md:hidden" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-sand"
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        {open ? (
          <CloseIcon className="h-7 w-7" />
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-7 w-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        )}
      </button>
      {open && (
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-sand-dark bg-cream px-4 pt-2 pb-6 shadow-xl"
        >
          <nav aria-label="Main menu">
            <ul>
              {buildNav(community).map((entry) =>
                entry.kind === 'link' ? (
                  renderLink(entry)
                ) : (
                  <li key={entry.id} className="mt-3">
                    <p
                      className="px-3 pb-1 text-xs font-bold tracking-wider text-muted uppercase"
                      id={`mobile-${entry.id}`}
                    >
                      {entry.label}
                    </p>
                    <ul aria-labelledby={`mobile-${entry.id}`} className="border-l-4 border-ochre pl-2">
                      {entry.items.map(renderLink)}
                    </ul>
                  </li>
                ),
              )}
            </ul>
            <div className="mt-5 grid gap-3">
              <AccountSlot variant="mobile" onNavigate={close} />
              <NavItemLink
                link={JOIN_NOW}
                current={false}
                onNavigate={close}
                className="block rounded-full bg-clay px-4 py-3 text-center text-base font-semibold text-white hover:bg-clay-dark"
              />
            </div>
          </nav>
        </div>
      )}
    </div>
  )
}
