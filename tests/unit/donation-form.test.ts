import { describe, expect, it } from 'vitest'

import {
  amountOf,
  canSubmit,
  chooseCustom,
  choosePreset,
  CUSTOM_AMOUNT_INPUT,
  donationPayload,
  initialDonationState,
  isPresetSelected,
  namedAmount,
  typeCustom,
  type DonationAmountState,
} from '@/lib/commerce/donation-form'
import { DONATION_MAX, DONATION_MIN, DONATION_PRESETS_DIALOG, donationSchema, MESSAGES } from '@/lib/validation'

const presets = DONATION_PRESETS_DIALOG
const donor = { email: '  Ama.Mensah@Example.COM ', firstName: ' Ama ', lastName: ' Mensah ' }

/** Types each text into the custom field in turn, as a person typing would. */
function typeAll(state: DonationAmountState, ...texts: string[]): DonationAmountState {
  return texts.reduce(typeCustom, state)
}

describe('opening the dialog', () => {
  it('a preset button opens with that amount selected', () => {
    const state = initialDonationState({ mode: 'preset', amount: 50 }, presets)
    expect(state).toEqual({ mode: 'preset', amount: 50 })
    expect(isPresetSelected(state, 50)).toBe(true)
    expect(isPresetSelected(state, 20)).toBe(false)
    expect(amountOf(state)).toBe(50)
  })

  it('the custom button opens custom mode with an empty field and Submit disabled', () => {
    const state = initialDonationState({ mode: 'custom' }, presets)
    expect(state).toEqual({ mode: 'custom', text: '' })
    expect(amountOf(state)).toBe(0)
    expect(canSubmit(state)).toBe(false)
  })

  it('an amount the dialog does not list opens in the custom field with that amount', () => {
    const state = initialDonationState({ mode: 'preset', amount: 75 }, presets)
    expect(state).toEqual({ mode: 'custom', text: '75' })
    expect(presets.some((amount) => isPresetSelected(state, amount))).toBe(false)
    expect(amountOf(state)).toBe(75)
  })

  it('takes its presets from the caller (the CMS), not from a list of its own', () => {
    expect(initialDonationState({ mode: 'preset', amount: 75 }, [25, 75, 150])).toEqual({ mode: 'preset', amount: 75 })
    expect(initialDonationState({ mode: 'preset', amount: 500 }, [25, 75, 150])).toEqual({
      mode: 'custom',
      text: '500',
    })
  })
})

describe('switching between presets and the custom field', () => {
  it('clicking the custom field switches custom mode on and deselects the preset', () => {
    const state = chooseCustom(choosePreset(initialDonationState({ mode: 'custom' }, presets), 100))
    expect(state).toEqual({ mode: 'custom', text: '' })
    expect(isPresetSelected(state, 100)).toBe(false)
  })

  it('clicking again keeps what was typed', () => {
    const typed = typeCustom({ mode: 'custom', text: '' }, '42')
    expect(chooseCustom(typed)).toBe(typed)
  })

  it('typing switches custom mode on, even from a preset', () => {
    const state = typeCustom({ mode: 'preset', amount: 20 }, '35')
    expect(state).toEqual({ mode: 'custom', text: '35' })
    expect(amountOf(state)).toBe(35)
  })

  it('choosing a preset switches custom mode off', () => {
    const state = choosePreset(typeCustom({ mode: 'custom', text: '' }, '35'), 250)
    expect(state).toEqual({ mode: 'preset', amount: 250 })
    expect(amountOf(state)).toBe(250)
  })
})

describe('the custom amount', () => {
  it('offers the input range 1 to 100000 in steps of 0.01', () => {
    expect(CUSTOM_AMOUNT_INPUT).toEqual({ min: DONATION_MIN, max: DONATION_MAX, step: 0.01 })
    expect(CUSTOM_AMOUNT_INPUT).toEqual({ min: 1, max: 100000, step: 0.01 })
  })

  it('reads cents and the maximum itself', () => {
    expect(amountOf(typeAll({ mode: 'custom', text: '' }, '1', '12', '12.', '12.5', '12.50'))).toBe(12.5)
    expect(amountOf(typeCustom({ mode: 'custom', text: '' }, '100000'))).toBe(100000)
    expect(amountOf(typeCustom({ mode: 'custom', text: '' }, '.75'))).toBe(0.75)
  })

  it('ignores input above 100000: the previous text stays', () => {
    const state = typeAll({ mode: 'custom', text: '' }, '1', '10', '100', '1000', '10000', '100000')
    expect(typeCustom(state, '1000000')).toEqual({ mode: 'custom', text: '100000' })
    expect(typeCustom(state, '100000.01')).toEqual({ mode: 'custom', text: '100000' })
    expect(typeCustom({ mode: 'custom', text: '99999' }, '999990')).toEqual({ mode: 'custom', text: '99999' })
    expect(typeCustom({ mode: 'preset', amount: 50 }, '250000')).toEqual({ mode: 'custom', text: '' })
  })

  it('counts an empty, negative or non-numeric field as 0, so Submit is disabled', () => {
    for (const text of ['', '  ', '-5', 'abc', '1e3', '12,50', '.']) {
      const state = typeCustom({ mode: 'custom', text: '' }, text)
      expect(amountOf(state)).toBe(0)
      expect(canSubmit(state)).toBe(false)
    }
  })

  it('clearing the field brings the amount back to 0', () => {
    expect(amountOf(typeAll({ mode: 'custom', text: '' }, '5', ''))).toBe(0)
  })
})

describe('Submit', () => {
  it('is enabled with an amount above 0', () => {
    const preset: DonationAmountState = { mode: 'preset', amount: 10 }
    expect(canSubmit(preset)).toBe(true)
    expect(canSubmit({ mode: 'custom', text: '0.5' })).toBe(true)
    expect(canSubmit({ mode: 'custom', text: '0' })).toBe(false)
    expect(canSubmit({ mode: 'preset', amount: 0 })).toBe(false)
  })
})

describe('create-donation payload', () => {
  it('sends the amount, lower-cased e-mail, trimmed names and whether it was custom', () => {
    const result = donationPayload({ mode: 'preset', amount: 50 }, donor)
    expect(result).toEqual({
      ok: true,
      payload: { amount: 50, email: 'ama.mensah@example.com', firstName: 'Ama', lastName: 'Mensah', isCustom: false },
    })
    if (result.ok) expect(donationSchema.safeParse(result.payload).success).toBe(true)
    expect(donationPayload({ mode: 'custom', text: '12.34' }, donor)).toMatchObject({
      ok: true,
      payload: { amount: 12.34, isCustom: true },
    })
  })

  it('a signed-in session e-mail replaces the typed one', () => {
    const result = donationPayload({ mode: 'preset', amount: 20 }, { ...donor, email: '' }, 'Kofi@Sankofa.Example')
    expect(result).toMatchObject({ ok: true, payload: { email: 'kofi@sankofa.example' } })
    expect(donationPayload({ mode: 'preset', amount: 20 }, donor, null)).toMatchObject({
      payload: { email: 'ama.mensah@example.com' },
    })
    expect(donationPayload({ mode: 'preset', amount: 20 }, donor, '')).toMatchObject({
      payload: { email: 'ama.mensah@example.com' },
    })
  })

  it('names may be left empty', () => {
    const result = donationPayload({ mode: 'preset', amount: 10 }, { email: 'a@b.co', firstName: '', lastName: '  ' })
    expect(result).toEqual({
      ok: true,
      payload: { amount: 10, email: 'a@b.co', firstName: '', lastName: '', isCustom: false },
    })
  })

  it('an amount of 0 or less answers "Please enter a valid donation amount", before any other problem', () => {
    for (const state of [
      { mode: 'custom', text: '' },
      { mode: 'custom', text: '0' },
      { mode: 'custom', text: '-3' },
      { mode: 'preset', amount: 0 },
    ] as const) {
      expect(donationPayload(state, { email: 'not-an-email', firstName: '', lastName: '' })).toMatchObject({
        ok: false,
        message: MESSAGES.invalidDonationAmount,
      })
    }
    expect(MESSAGES.invalidDonationAmount).toBe('Please enter a valid donation amount')
  })

  it('refuses amounts under the custom minimum and with fractions of a cent', () => {
    expect(donationPayload({ mode: 'custom', text: '0.99' }, donor)).toMatchObject({
      ok: false,
      message: MESSAGES.invalidDonationAmount,
    })
    expect(donationPayload({ mode: 'custom', text: '10.005' }, donor)).toMatchObject({
      ok: false,
      message: MESSAGES.invalidDonationAmount,
    })
  })

  it('shows the e-mail and name messages', () => {
    const amount: DonationAmountState = { mode: 'preset', amount: 10 }
    expect(donationPayload(amount, { ...donor, email: 'ama@' })).toMatchObject({
      ok: false,
      message: 'Invalid email address',
    })
    expect(donationPayload(amount, { ...donor, email: '' })).toMatchObject({
      ok: false,
      message: 'Invalid email address',
      fields: { email: 'Invalid email address' },
    })
    expect(donationPayload(amount, { ...donor, email: `${'a'.repeat(250)}@example.com` })).toMatchObject({
      ok: false,
      message: 'Email must be less than 254 characters',
    })
    expect(donationPayload(amount, { ...donor, firstName: 'A'.repeat(51) })).toMatchObject({
      ok: false,
      message: 'First name must be less than 50 characters',
    })
    expect(donationPayload(amount, { ...donor, lastName: 'M'.repeat(51) })).toMatchObject({
      ok: false,
      message: 'Last name must be less than 50 characters',
    })
    expect(donationPayload(amount, { ...donor, firstName: 'A'.repeat(50), lastName: 'M'.repeat(50) }).ok).toBe(true)
  })
})

describe('the amount the Donate button names', () => {
  it('names a preset, and a typed amount the server takes', () => {
    expect(namedAmount({ mode: 'preset', amount: 50 })).toBe(50)
    expect(namedAmount(typeAll(chooseCustom({ mode: 'preset', amount: 50 }), '25.50'))).toBe(25.5)
    expect(namedAmount(typeAll(chooseCustom({ mode: 'preset', amount: 50 }), String(DONATION_MIN)))).toBe(DONATION_MIN)
    expect(namedAmount(typeAll(chooseCustom({ mode: 'preset', amount: 50 }), String(DONATION_MAX)))).toBe(DONATION_MAX)
  })

  it('names none for an amount the gift would be refused for: below the minimum, or past whole cents', () => {
    for (const text of ['', '0', '0.5', '1.234', '12.345', 'abc']) {
      const state = typeAll({ mode: 'custom', text: '' }, text)
      expect(namedAmount(state), text).toBeNull()
      expect(donationSchema.shape.amount.safeParse(amountOf(state)).success, text).toBe(false)
    }
  })
})
