'use client'

import dynamic from 'next/dynamic'

import { withWholeSheet } from '@/app/_components/frame/whole-sheet'
import { ModalDialog } from '@/app/_components/ui/ModalDialog'
import type { DonationChoice } from '@/lib/commerce/donation-choice'

// The form (and the validation it carries) loads when a donor opens the dialog, not with the page.
const DonationForm = dynamic(() => withWholeSheet(import('./DonationForm')), {
  loading: () => <p className="mt-5 text-muted">Loading the donation form...</p>,
})

type Props = {
  choice: DonationChoice | null
  /** The amounts offered inside the dialog (CMS). */
  presets: readonly number[]
  /** The school's address: where a gift goes by e-mail when this site takes no payments. */
  contactEmail: string
  onClose: () => void
}

/** The donation dialog: the frame every dialog shares, with the donation form inside. */
export function DonationDialog({ choice, presets, contactEmail, onClose }: Props) {
  return (
    <ModalDialog
      open={choice !== null}
      onClose={onClose}
      title="Support a scholarship"
      closeLabel="Close donation dialog"
    >
      {choice && <DonationForm opening={choice} presets={presets} contactEmail={contactEmail} onDone={onClose} />}
    </ModalDialog>
  )
}
