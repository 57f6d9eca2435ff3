// The donation dialog's amount and its create-donation payload (docs/behaviour.md#donations).
// The preset amounts are content (the CMS gives them); only the rules are here.
import type { z } from 'zod'

import { DONATION_MAX, DONATION_MIN, donationAmountSchema, donationSchema } from '@/lib/validation'

import { checkedPayload, normalisedContact, type ContactFields, type PayloadResult } from './payload'

/** The amount part of the dialog: a chosen preset, or the custom field's text. */
export type DonationAmountState = { mode: 'preset'; amount: number } | { mode: 'custom'; text: string }

/** What opened the dialog: a preset button, or the custom button (no amount yet). */
export type DonationOpening = { mode: 'preset'; amount: number } | { mode: 'custom' }

/** The custom amount field's attributes: `<input type="number" min max step>`. */
export const CUSTOM_AMOUNT_INPUT = { min: DONATION_MIN, max: DONATION_MAX, step: 0.01 } as const

/** An amount typed in the custom field, or null when the text is not a plain decimal number. */
function parseAmountText(text: string): number | null {
  const trimmed = text.trim()
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null
  const amount = Number(trimmed)
  return Number.isFinite(amount) ? amount : null
}

/**
 * The dialog's first state. A preset the dialog lists is selected; a preset it does not list (the home page and
 * the dialog take their amounts from different CMS fields) opens the custom field holding that amount.
 */
export function initialDonationState(opening: DonationOpening, presets: readonly number[]): DonationAmountState {
  if (opening.mode === 'custom') return { mode: 'custom', text: '' }
  if (presets.includes(opening.amount)) return { mode: 'preset', amount: opening.amount }
  return typeCustom({ mode: 'custom', text: '' }, String(opening.amount))
}

/** Choosing a preset selects it and switches custom mode off. */
export function choosePreset(_state: DonationAmountState, amount: number): DonationAmountState {
  return { mode: 'preset', amount }
}

/**
 * Clicking (or tapping) the custom field switches custom mode on; the field starts empty when coming from a preset.
 * Focus alone does not: a keyboard user tabbing past the field on the way to the e-mail keeps the chosen preset
 * (docs/behaviour.md#donations).
 */
export function chooseCustom(state: DonationAmountState): DonationAmountState {
  return state.mode === 'custom' ? state : { mode: 'custom', text: '' }
}

/**
 * Typing in the custom field switches custom mode on and keeps the text, except that an amount above
 * DONATION_MAX is ignored: the previous text stays.
 */
export function typeCustom(state: DonationAmountState, text: string): DonationAmountState {
  const amount = parseAmountText(text)
  if (amount !== null && amount > DONATION_MAX) return chooseCustom(state)
  return { mode: 'custom', text }
}

/** The amount in dollars: the preset, or the custom text's number (0 when empty or not a number). */
export function amountOf(state: DonationAmountState): number {
  if (state.mode === 'preset') return state.amount
  return parseAmountText(state.text) ?? 0
}

/**
 * The amount the Donate button names: only one the server takes (create-donation's own amount rule), so the button
 * never offers "Donate $1.23" for a typed 1.234 that the gift is then refused for. Otherwise null, and the button
 * says just "Donate".
 */
export function namedAmount(state: DonationAmountState): number | null {
  const amount = amountOf(state)
  return donationAmountSchema.safeParse(amount).success ? amount : null
}

/** True when this preset is the selected one (for aria-pressed). */
export function isPresetSelected(state: DonationAmountState, amount: number): boolean {
  return state.mode === 'preset' && state.amount === amount
}

/**
 * Submit is disabled when the amount is 0 or less. While the request runs it is only marked busy (aria-disabled),
 * so it keeps the keyboard focus; the payment hook refuses a second send.
 */
export function canSubmit(state: DonationAmountState): boolean {
  return amountOf(state) > 0
}

/** The create-donation body, as sent. */
export type DonationPayload = z.input<typeof donationSchema>

/**
 * The create-donation body: amount, email (lower-cased), firstName, lastName (trimmed), isCustom; a signed-in
 * session's email replaces the typed one. Checked with `donationSchema`: a bad amount answers
 * "Please enter a valid donation amount" (the amount is checked first), then the e-mail and name messages.
 */
export function donationPayload(
  state: DonationAmountState,
  fields: ContactFields,
  sessionEmail?: string | null,
): PayloadResult<DonationPayload> {
  const contact = normalisedContact(fields, sessionEmail && sessionEmail.trim() !== '' ? sessionEmail : fields.email)
  return checkedPayload<DonationPayload>(donationSchema, {
    amount: amountOf(state),
    ...contact,
    isCustom: state.mode === 'custom',
  })
}
