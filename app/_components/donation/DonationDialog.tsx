'use client'

import { useEffect, useRef } from 'react'
import type { KeyboardEvent } from 'react'
import { DonationNotConfigured } from './DonationNotConfigured'
import { formatUsd, type DonationChoice } from './donationChoice'

type Props = { choice: DonationChoice | null; contactEmail: string | null; onClose: () => void }

/**
 * The donation dialog frame: a native modal <dialog> (focus moves in, the page behind is inert,
 * Escape closes, focus returns to the button that opened it).
 *
 * SEAM (payments issue): replace <DonationNotConfigured/> with the donation form
 * (`<DonationForm choice={choice} onDone={onClose} />`: amount presets / custom field, email and
 * names, submit to create-donation, toast, redirect). The frame, title and close behaviour stay.
 */
export function DonationDialog({ choice, contactEmail, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (choice && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!choice && dialog.open) {
      dialog.close()
    }
  }, [choice])

  function onDialogClose() {
    onClose()
    opener.current?.focus()
    opener.current = null
  }

  // A modal <dialog> makes the page behind inert; this keeps Tab cycling inside it as well.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return
    const focusable = Array.from(
      ref.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'),
    )
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
      onKeyDown={onKeyDown}
      ref={ref}
      aria-labelledby="donation-dialog-title"
      onClose={onDialogClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-cream p-0 text-left text-ink shadow-2xl"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
        >
          <span className="sr-only">Close donation dialog</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        <h2 id="donation-dialog-title" className="pr-10 font-display text-2xl font-semibold">
          Support a scholarship
        </h2>
        {choice && (
          <p className="mt-3 text-lg" data-testid="donation-choice">
            {choice.mode === 'preset' ? (
              <>
                Your gift: <strong>{formatUsd(choice.amount)}</strong>
              </>
            ) : (
              <>
                Your gift: <strong>a custom amount</strong> of your choosing
              </>
            )}
          </p>
        )}
        <DonationNotConfigured contactEmail={contactEmail} />
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="rounded-full border-2 border-forest px-5 py-2 font-semibold text-forest hover:bg-forest hover:text-cream"
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  )
}
