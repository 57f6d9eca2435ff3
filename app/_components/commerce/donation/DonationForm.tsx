'use client'

import { useState, type FormEvent } from 'react'

import {
  contactErrors,
  contactFieldOf,
  ContactFields,
  contactFrom,
} from '@/app/_components/commerce/payment/ContactFields'
import { PaymentsByEmailNotice } from '@/app/_components/commerce/payment/PaymentsByEmailNotice'
import { PreparedEmail } from '@/app/_components/commerce/payment/PreparedEmail'
import { usePreparedEmail } from '@/app/_components/commerce/payment/use-prepared-email'
import { PolicyNote, PrivacyLink } from '@/app/_components/frame/PolicyNote'
import { submitButtonClass } from '@/app/_components/ui/button-classes'
import { FormAlert } from '@/app/_components/ui/FormAlert'
import { useAuth } from '@/lib/auth/auth-context'
import { focusFirstError } from '@/lib/browser/focus-first-error'
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
  type DonationOpening,
} from '@/lib/commerce/donation-form'
import { formatUsd } from '@/lib/commerce/format'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { normalisedContact, type ContactFields as Contact, type FieldMessages } from '@/lib/commerce/payload'
import { donationEmail } from '@/lib/commerce/payment-email'
import { paymentsByEmail } from '@/lib/commerce/payments-mode'
import { usePaymentRedirect } from '@/lib/commerce/use-payment-redirect'
import { MESSAGES } from '@/lib/validation'

type Props = { opening: DonationOpening; presets: readonly number[]; contactEmail: string; onDone: () => void }

/**
 * The donation form inside the dialog (docs/behaviour.md#donations): presets and a custom amount, e-mail and names,
 * create-donation, then the redirect to the payment provider. Where the site takes payments by e-mail it says so
 * first and ends with a prepared e-mail instead. Loaded only when the dialog opens.
 */
export default function DonationForm({ opening, presets, contactEmail, onDone }: Props) {
  const { state: auth } = useAuth()
  const sessionEmail = auth.status === 'signed-in' ? auth.email : null
  const [amount, setAmountState] = useState(() => initialDonationState(opening, presets))
  const [checkedFields, setCheckedFields] = useState<FieldMessages>({})
  // The gift as checked, once the e-mail is prepared (payments by e-mail only).
  const byEmail = usePreparedEmail<{ amount: number; contact: Contact }>()
  const payment = usePaymentRedirect({
    functionName: 'create-donation',
    fallbackError: COMMERCE_MESSAGES.donationFailed,
    started: COMMERCE_MESSAGES.redirectingToDonation,
    onRedirect: onDone,
  })
  // A preset chosen or an amount typed answers a refused amount: its message goes (the field's own check still
  // shows a custom amount that is not one). Clicking into the field changes nothing, so it keeps the message.
  const setAmount: typeof setAmountState = (next) => {
    setAmountState(next)
    if (checkedFields.amount) setCheckedFields(({ amount: _refused, ...others }) => others)
    if (payment.error === MESSAGES.invalidDonationAmount) payment.setError(null)
  }
  const value = amountOf(amount)
  const customInvalid = amount.mode === 'custom' && amount.text.trim() !== '' && value <= 0

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const typed = contactFrom(new FormData(form))
    const checked = donationPayload(amount, typed, sessionEmail)
    // Every field is checked at once: one press shows all there is to mend.
    setCheckedFields(checked.ok ? {} : checked.fields)
    if (!checked.ok) {
      payment.setError(checked.message)
      focusFirstError(form, Object.keys(checked.fields))
      return
    }
    payment.setError(null)
    if (paymentsByEmail) {
      byEmail.prepare({ amount: value, contact: normalisedContact(typed, sessionEmail ?? typed.email) })
      return
    }
    await payment.send(checked.payload)
  }

  const amountError =
    checkedFields.amount === MESSAGES.invalidDonationAmount ||
    payment.error === MESSAGES.invalidDonationAmount ||
    customInvalid
      ? MESSAGES.invalidDonationAmount
      : undefined
  const named = namedAmount(amount)
  const donateLabel = named === null ? 'Donate' : `Donate ${formatUsd(named, 'cents-if-any')}`
  return (
    <>
      {byEmail.prepared && (
        <PreparedEmail
          heading="Your donation e-mail is ready"
          lead="Send it to us and we will reply with how to complete your gift, and send your receipt."
          contactEmail={contactEmail}
          email={donationEmail(byEmail.prepared.amount, byEmail.prepared.contact)}
          onBack={byEmail.back}
        />
      )}
      <form {...byEmail.formProps} noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-label="Donation">
        {paymentsByEmail && (
          <PaymentsByEmailNotice>
            Choose an amount and we will prepare an e-mail with your gift for you to send to {contactEmail}. No payment
            is taken here.
          </PaymentsByEmailNotice>
        )}
        <fieldset>
          <legend className="font-semibold text-ink">Choose an amount</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {presets.map((preset) => (
              <button
                key={preset}
                type="button"
                aria-pressed={isPresetSelected(amount, preset)}
                onClick={() => setAmount((current) => choosePreset(current, preset))}
                className="min-h-12 rounded-xl border-2 border-clay px-3 py-2 text-lg font-bold text-clay-dark hover:bg-clay/10 aria-pressed:bg-clay aria-pressed:text-white"
              >
                {formatUsd(preset, 'cents-if-any')}
              </button>
            ))}
          </div>
          <div className="mt-3">
            <label htmlFor="donation-custom" className="block font-semibold text-ink">
              Custom amount (USD)
            </label>
            <div className="relative mt-1">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
              >
                $
              </span>
              <input
                id="donation-custom"
                // Named as the check names it, so a refused amount takes the focus (focusFirstError).
                name="amount"
                type="number"
                inputMode="decimal"
                min={CUSTOM_AMOUNT_INPUT.min}
                max={CUSTOM_AMOUNT_INPUT.max}
                step={CUSTOM_AMOUNT_INPUT.step}
                value={amount.mode === 'custom' ? amount.text : ''}
                onClick={() => setAmountState(chooseCustom)}
                onChange={(event) => setAmount((current) => typeCustom(current, event.target.value))}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? 'donation-custom-error' : 'donation-custom-hint'}
                className="block min-h-12 w-full rounded-xl border-2 border-sand-dark bg-white py-2 pr-3 pl-7 text-base text-ink focus:border-forest aria-[invalid=true]:border-clay-dark"
              />
            </div>
            {amountError ? (
              <p id="donation-custom-error" className="mt-1 text-sm font-semibold text-clay-dark">
                {amountError}
              </p>
            ) : (
              <p id="donation-custom-hint" className="mt-1 text-sm text-muted">
                From {formatUsd(CUSTOM_AMOUNT_INPUT.min, 'cents-if-any')} to{' '}
                {formatUsd(CUSTOM_AMOUNT_INPUT.max, 'cents-if-any')}
              </p>
            )}
          </div>
        </fieldset>
        <ContactFields
          idPrefix="donation"
          errors={contactErrors(checkedFields, payment.error)}
          sessionEmail={sessionEmail}
        />
        <FormAlert
          message={
            payment.error && !contactFieldOf(payment.error) && payment.error !== MESSAGES.invalidDonationAmount
              ? payment.error
              : null
          }
        />
        <button
          type="submit"
          disabled={!canSubmit(amount)}
          aria-disabled={payment.processing || undefined}
          className={submitButtonClass({
            tone: 'primary',
            className: 'disabled:cursor-not-allowed disabled:opacity-60',
          })}
        >
          {payment.processing ? 'Processing...' : paymentsByEmail ? `${donateLabel} by e-mail` : donateLabel}
        </button>
        <PolicyNote>
          We use your details only to process your gift and send your receipt. See our <PrivacyLink />.
        </PolicyNote>
      </form>
    </>
  )
}
