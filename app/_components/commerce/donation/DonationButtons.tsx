'use client'

import { useState } from 'react'

import type { DonationChoice } from '@/lib/commerce/donation-choice'
import { formatUsd } from '@/lib/commerce/format'

import { DonationDialog } from './DonationDialog'

type Props = {
  presetAmounts: number[]
  dialogPresetAmounts: number[]
  customLabel: string
  /** The school's address: where a gift goes by e-mail when this site takes no payments. */
  contactEmail: string
}

/** The donation amount buttons; each opens the donation dialog with its amount (or custom mode). */
export function DonationButtons({ presetAmounts, dialogPresetAmounts, customLabel, contactEmail }: Props) {
  const [choice, setChoice] = useState<DonationChoice | null>(null)
  const buttonClass =
    'min-h-12 rounded-full border-2 border-clay bg-cream px-6 py-2 text-lg font-bold text-clay-dark hover:bg-clay hover:text-white'
  return (
    <>
      <ul className="flex flex-wrap justify-center gap-3" aria-label="Donation amounts">
        {presetAmounts.map((amount) => (
          <li key={amount}>
            <button
              type="button"
              className={buttonClass}
              aria-haspopup="dialog"
              onClick={() => setChoice({ mode: 'preset', amount })}
            >
              {formatUsd(amount, 'cents-if-any')}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={buttonClass}
            aria-haspopup="dialog"
            onClick={() => setChoice({ mode: 'custom' })}
          >
            {customLabel}
          </button>
        </li>
      </ul>
      <DonationDialog
        choice={choice}
        presets={dialogPresetAmounts}
        contactEmail={contactEmail}
        onClose={() => setChoice(null)}
      />
    </>
  )
}
