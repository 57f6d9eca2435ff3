'use client'

import type { FormEvent } from 'react'

import { contactFieldOf, ContactFields, contactFrom } from '@/app/_components/commerce/payment/ContactFields'
import { PolicyNote, PrivacyLink } from '@/app/_components/frame/PolicyNote'
import { submitButtonClass } from '@/app/_components/ui/button-classes'
import { FormAlert } from '@/app/_components/ui/FormAlert'
import { useAuth } from '@/lib/auth/auth-context'
import { enrollmentPayload, type EnrollmentPlan } from '@/lib/commerce/enrollment-form'
import { formatMonthlyPrice } from '@/lib/commerce/format'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { usePaymentRedirect } from '@/lib/commerce/use-payment-redirect'

type Props = { plan: EnrollmentPlan; onDone: () => void }

/**
 * Enrolment in a plan (docs/behaviour.md#enrolment): the plan and its monthly price from the CMS, the same contact fields as
 * the donation form, create-payment with the plan key, then the redirect to pay the first month. A price the
 * provider no longer charges is refused by the function with its own message (409), shown here.
 */
export default function EnrollmentForm({ plan, onDone }: Props) {
  const { state: auth } = useAuth()
  const sessionEmail = auth.status === 'signed-in' ? auth.email : null
  const payment = usePaymentRedirect({
    functionName: 'create-payment',
    fallbackError: COMMERCE_MESSAGES.paymentFailed,
    started: COMMERCE_MESSAGES.redirectingToPayment,
    onRedirect: onDone,
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const contact = contactFrom(new FormData(event.currentTarget))
    const checked = enrollmentPayload(plan, sessionEmail ? { ...contact, email: sessionEmail } : contact)
    if (!checked.ok) {
      payment.setError(checked.message)
      return
    }
    await payment.send(checked.payload)
  }

  const errorField = payment.error ? contactFieldOf(payment.error) : null
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-label={`Enroll in ${plan.name}`}>
      <p className="rounded-xl bg-white p-4 text-lg">
        <span className="block font-semibold text-ink">{plan.name}</span>
        <span className="text-2xl font-bold text-clay-dark">{formatMonthlyPrice(plan.monthlyPrice)}</span>
        <span className="mt-1 block text-sm text-muted">
          Today you pay the first month; we then set up the monthly invoice with you.
        </span>
      </p>
      <ContactFields
        idPrefix={`enroll-${plan.key}`}
        errorField={errorField}
        error={payment.error}
        sessionEmail={sessionEmail}
      />
      <FormAlert
        message={payment.error && !errorField ? payment.error : null}
        tone={payment.notConfigured ? 'notice' : 'error'}
      />
      <button
        type="submit"
        disabled={payment.processing}
        className={submitButtonClass({ tone: 'primary', className: 'disabled:cursor-not-allowed' })}
      >
        {payment.processing ? 'Processing...' : 'Continue to payment'}
      </button>
      <PolicyNote>
        We use your details to enroll your family and set up your monthly invoices. See our <PrivacyLink />.
      </PolicyNote>
    </form>
  )
}
