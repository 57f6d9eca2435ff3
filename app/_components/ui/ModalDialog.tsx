'use client'

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

import { CloseButton } from '@/app/_components/ui/CloseButton'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  /** What the × button says to a screen reader, e.g. "Close donation dialog". */
  closeLabel: string
  /**
   * Where the focus goes on closing when nothing on the page opened the dialog (the site opened it, so the focus was
   * on the body) or what opened it has left the page: e.g. the control that opens it again.
   */
  returnFocusTo?: () => HTMLElement | null
  children: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * Whether Tab can reach the element: not hidden, and not in the folded part of a closed <details> (its summary is
 * reachable, the rest is not drawn). The first and last of these are where Tab wraps.
 */
function reachable(element: HTMLElement): boolean {
  if (element.closest('[hidden]')) return false
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    const summary = details.querySelector(':scope > summary')
    if (!details.open && !summary?.contains(element)) return false
  }
  return true
}

/**
 * Every dialog of the site: a native modal <dialog> (focus moves in, the page behind is inert, Escape
 * closes), Tab cycling inside it, and focus returning to whatever opened it (or, when the site opened it, to
 * `returnFocusTo`, so a keyboard user is not left on the body). While it is open the page
 * behind does not scroll: a rule in app/globals.css locks the root whenever a modal dialog is open.
 */
export function ModalDialog({ open, onClose, title, closeLabel, returnFocusTo, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  function onDialogClose() {
    onClose()
    const from = opener.current
    opener.current = null
    if (from && from !== document.body && from.isConnected) from.focus()
    else returnFocusTo?.()?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(reachable)
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-2xl bg-cream p-0 text-left text-ink shadow-2xl"
    >
      <div className="relative p-6 sm:p-8">
        <CloseButton label={closeLabel} onClick={() => ref.current?.close()} position="right-3 top-3" />
        <h2 id={titleId} className="pr-10 font-display text-2xl font-semibold">
          {title}
        </h2>
        {open && children}
      </div>
    </dialog>
  )
}
