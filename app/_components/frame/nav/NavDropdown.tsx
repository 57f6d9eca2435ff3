'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react'

import { ChevronDownIcon } from '@/app/_components/ui/Icons'
import { isCurrent, type NavGroup } from '@/lib/site/nav-items'

import { NavItemLink } from './NavItemLink'

/** A submenu opens after 100 ms of hover and stays 300 ms after the pointer leaves (docs/behaviour.md#navigation). */
export const HOVER_OPEN_DELAY_MS = 100
export const HOVER_CLOSE_GRACE_MS = 300

/**
 * A disclosure dropdown (button + list of links), not an ARIA menu: links stay links.
 * Mouse: hover intent with open delay and close grace. Keyboard: Enter/Space/ArrowDown open and focus
 * the first link, arrows move, Escape closes and returns focus to the button, tabbing out closes.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)
  const pinned = useRef(false) // opened by click/keyboard: pointer leaving does not close it
  const timer = useRef<number | undefined>(undefined)
  const wantFocus = useRef<'first' | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const panelId = `nav-${group.id}-panel`

  const setOpenState = useCallback((next: boolean) => {
    openRef.current = next
    if (!next) pinned.current = false
    setOpen(next)
  }, [])

  const clearTimer = () => window.clearTimeout(timer.current)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (open && wantFocus.current === 'first') {
      wantFocus.current = null
      links()[0]?.focus()
    }
  }, [open])

  function links(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
  }

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return
    clearTimer()
    if (!openRef.current) timer.current = window.setTimeout(() => setOpenState(true), HOVER_OPEN_DELAY_MS)
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return
    clearTimer()
    if (openRef.current && !pinned.current) {
      timer.current = window.setTimeout(() => setOpenState(false), HOVER_CLOSE_GRACE_MS)
    }
  }

  function onButtonClick() {
    clearTimer()
    if (!openRef.current) {
      pinned.current = true
      setOpenState(true)
    } else if (!pinned.current) {
      pinned.current = true // opened by hover, then clicked: keep it open
    } else {
      setOpenState(false)
    }
  }

  function openAndFocusFirst() {
    clearTimer()
    pinned.current = true
    if (openRef.current) {
      links()[0]?.focus()
      return
    }
    wantFocus.current = 'first'
    setOpenState(true)
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAndFocusFirst()
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      if (openRef.current && pinned.current) setOpenState(false)
      else openAndFocusFirst()
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && openRef.current) {
      event.preventDefault()
      setOpenState(false)
      buttonRef.current?.focus()
      return
    }
    const items = links()
    const index = items.indexOf(document.activeElement as HTMLAnchorElement)
    if (index < 0) return
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      items[target]?.focus()
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget
    if (openRef.current && (!(next instanceof Node) || !event.currentTarget.contains(next))) {
      clearTimer()
      setOpenState(false)
    }
  }

  const active = group.items.some((item) => !item.external && isCurrent(pathname, item.href))

  return (
    <div
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap lg:px-3 lg:text-base ${
          active ? 'text-clay-dark' : 'text-ink'
        } hover:bg-sand`}
      >
        {group.label}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* pt-2 bridges the gap to the button so the pointer never "leaves" on the way down */}
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 pt-2 ${group.id === 'more' ? 'right-0 lg:right-auto lg:left-0' : 'left-0'}`}
      >
        <ul
          ref={listRef}
          aria-label={group.label}
          className="min-w-60 rounded-xl border border-sand-dark bg-cream p-2 shadow-xl"
        >
          {group.items.map((item) => (
            <li key={item.href}>
              <NavItemLink
                link={item}
                current={!item.external && isCurrent(pathname, item.href)}
                onNavigate={() => setOpenState(false)}
                className="block rounded-lg px-3 py-2 text-ink hover:bg-sand aria-[current=page]:font-semibold aria-[current=page]:text-clay-dark"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
