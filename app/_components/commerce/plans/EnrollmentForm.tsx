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
import { enrolmentEmail, type EnrolmentRequest } from '@/lib/commerce/enrollment-by-email'
import { checkChildren, emptyChild, type ChildErrors, type ChildRow } from '@/lib/commerce/enrollment-children'
import { enrollmentPayload, enrolmentQuote, type EnrollmentPlan } from '@/lib/commerce/enrollment-form'
import { formatMonthlyPrice } from '@/lib/commerce/format'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { normalisedContact, type FieldMessages } from '@/lib/commerce/payload'
import { paymentsByEmail } from '@/lib/commerce/payments-mode'
import { useFamilyLearners } from '@/lib/commerce/use-family-learners'
import { usePaymentRedirect } from '@/lib/commerce/use-payment-redirect'
import { pricingUnitLabel } from '@/lib/validation'

import { ChildrenFields } from './ChildrenFields'
import { EnrolmentTotal } from './EnrolmentTotal'
import { SignedOutNotice } from './SignedOutNotice'

type Props = { plan: EnrollmentPlan; contactEmail: string; onDone: () => void }

/**
 * Enrolment in a plan (docs/behaviour.md#enrolment): the children (first name and grade band, 1 to 8), the total
 * by the plan's rule, the same contact fields as the donation form, then create-payment and the redirect to pay
 * the first month. Where the site takes no payments it says so first and ends with a prepared e-mail instead.
 */
export default function EnrollmentForm({ plan, contactEmail, onDone }: Props) {
  const { state: auth } = useAuth()
  const sessionEmail = auth.status === 'signed-in' ? auth.email : null
  // Signed in at some point while the dialog was open: a sign-out after that must not pass for a guest's form.
  const [wasSignedIn, setWasSignedIn] = useState(false)
  if (auth.status === 'signed-in' && !wasSignedIn) setWasSignedIn(true)
  const learners = useFamilyLearners()
  const [rows, setRows] = useState<ChildRow[]>(() => [emptyChild()])
  const [childErrors, setChildErrors] = useState<Record<string, ChildErrors>>({})
  const [checkedFields, setCheckedFields] = useState<FieldMessages>({})
  const byEmail = usePreparedEmail<EnrolmentRequest>()
  const payment = usePaymentRedirect({
    functionName: 'create-payment',
    fallbackError: COMMERCE_MESSAGES.paymentFailed,
    started: COMMERCE_MESSAGES.redirectingToPayment,
    onRedirect: onDone,
  })
  const quote = enrolmentQuote(plan, rows.length)
  const idPrefix = `enroll-${plan.key}`

  function changeRows(next: ChildRow[]) {
    setRows(next)
    setChildErrors({})
  }

  /** Every row and every contact field is checked at once: one press shows all there is to mend. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const children = checkChildren(rows)
    const typed = contactFrom(new FormData(form))
    const contact = sessionEmail ? { ...typed, email: sessionEmail } : typed
    const checked = enrollmentPayload(plan, contact, children.ok ? children.children : [])
    setChildErrors(children.ok ? {} : children.errors)
    setCheckedFields(checked.ok ? {} : checked.fields)
    if (!children.ok) {
      payment.setError(null)
      const first = rows.find((row) => children.errors[row.key])
      const field = first && children.errors[first.key]?.firstName ? 'name' : 'grade'
      if (first) document.getElementById(`${idPrefix}-${first.key}-${field}`)?.focus()
      return
    }
    if (!checked.ok) {
      payment.setError(checked.message)
      focusFirstError(form, Object.keys(checked.fields))
      return
    }
    payment.setError(null)
    if (paymentsByEmail) {
      byEmail.prepare({ plan, children: children.children, quote, contact: normalisedContact(contact) })
      return
    }
    await payment.send(checked.payload)
  }

  // A message that belongs to no contact field (a child, the plan, the service) is said above the button.
  const alert = payment.error && !contactFieldOf(payment.error) ? payment.error : null
  return (
    <>
      {byEmail.prepared && (
        <PreparedEmail
          heading="Your enrolment e-mail is ready"
          lead="Send it to us and we will reply with how to pay the first month and what happens next."
          contactEmail={contactEmail}
          email={enrolmentEmail(byEmail.prepared)}
          onBack={byEmail.back}
        />
      )}
      <form
        {...byEmail.formProps}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 space-y-5"
        aria-label={`Enroll in ${plan.name}`}
      >
        {paymentsByEmail && (
          <PaymentsByEmailNotice>
            Fill in your children below and we will prepare an e-mail with your plan and total for you to send to{' '}
            {contactEmail}. No payment is taken here.
          </PaymentsByEmailNotice>
        )}
        {wasSignedIn && auth.status === 'signed-out' && <SignedOutNotice />}
        <p className="rounded-xl bg-white p-4 text-lg">
          <span className="block font-semibold text-ink">{plan.name}</span>
          <span className="text-2xl font-bold text-clay-dark">{formatMonthlyPrice(plan.monthlyPrice)}</span>{' '}
          <span className="font-semibold text-ink">{pricingUnitLabel(plan.pricing)}</span>
          {plan.siblingNote && <span className="mt-1 block text-forest">{plan.siblingNote}</span>}
          <span className="mt-1 block text-sm text-muted">
            {paymentsByEmail
              ? 'The first month is paid once we have confirmed your places; we then set up the monthly invoice with you.'
              : 'Today you pay the first month; we then set up the monthly invoice with you.'}
          </span>
        </p>
        <ChildrenFields
          idPrefix={idPrefix}
          rows={rows}
          onChange={changeRows}
          errors={childErrors}
          learners={learners}
        />
        <EnrolmentTotal quote={quote} monthlyPrice={plan.monthlyPrice} />
        <ContactFields
          idPrefix={idPrefix}
          errors={contactErrors(checkedFields, payment.error)}
          sessionEmail={sessionEmail}
        />
        <FormAlert message={alert} />
        <button
          type="submit"
          aria-disabled={payment.processing || undefined}
          className={submitButtonClass({ tone: 'primary' })}
        >
          {payment.processing
            ? 'Processing...'
            : paymentsByEmail
              ? 'Prepare the enrolment e-mail'
              : 'Continue to payment'}
        </button>
        <PolicyNote>
          We use your details to enroll your family and set up your monthly invoices. See our <PrivacyLink />.
        </PolicyNote>
      </form>
    </>
  )
}
