'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { withWholeSheet } from '@/app/_components/frame/whole-sheet'
import { ModalDialog } from '@/app/_components/ui/ModalDialog'
import type { EnrollmentPlan } from '@/lib/commerce/enrollment-form'

// The form (and the validation it carries) loads when a family chooses a plan, not with the page.
const EnrollmentForm = dynamic(() => withWholeSheet(import('./EnrollmentForm')), {
  loading: () => <p className="mt-5 text-muted">Loading the enrolment form...</p>,
})

type Props = {
  plan: EnrollmentPlan
  label: string
  popular: boolean
  /** The school's address: where an enrolment goes by e-mail when this site takes no payments. */
  contactEmail: string
}

/** A plan card's action (Enroll Now on the home page, Select on /programs): opens the enrolment dialog. */
export function EnrollButton({ plan, label, popular, contactEmail }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${label} ${plan.name}`}
        onClick={() => setOpen(true)}
        className={`flex min-h-12 w-full items-center justify-center rounded-full px-6 py-3 text-lg font-semibold text-white ${
          popular ? 'bg-clay hover:bg-clay-dark' : 'bg-forest hover:bg-forest-dark'
        }`}
      >
        {label}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Enroll in ${plan.name}`}
        closeLabel="Close enrolment dialog"
      >
        <EnrollmentForm plan={plan} contactEmail={contactEmail} onDone={() => setOpen(false)} />
      </ModalDialog>
    </>
  )
}
