import { Field } from '@/app/_components/ui/Field'
import type { FieldMessages } from '@/lib/commerce/payload'
import { paymentsByEmail } from '@/lib/commerce/payments-mode'
import { MESSAGES } from '@/lib/validation'

type ContactField = 'email' | 'firstName' | 'lastName'
const CONTACT_FIELDS: readonly ContactField[] = ['email', 'firstName', 'lastName']

/** The message shown beside each contact field, if any. */
export type ContactErrors = Partial<Record<ContactField, string>>

/** Which input a payload message belongs to, so it is shown (and announced) beside that input. */
export function contactFieldOf(message: string): ContactField | null {
  if (message === MESSAGES.invalidEmail || message === MESSAGES.emailTooLong) return 'email'
  if (message === MESSAGES.firstNameTooLong || message === MESSAGES.invalidFirstName) return 'firstName'
  if (message === MESSAGES.lastNameTooLong || message === MESSAGES.invalidLastName) return 'lastName'
  return null
}

/**
 * The contact fields' messages: every one the form's own check found (all at once, so one press of the button
 * shows everything to mend), and the payment function's answer when it is about one of them.
 */
export function contactErrors(checked: FieldMessages, answer: string | null): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of CONTACT_FIELDS) {
    const message = checked[field]
    if (message) errors[field] = message
  }
  const answered = answer ? contactFieldOf(answer) : null
  if (answered && answer && !errors[answered]) errors[answered] = answer
  return errors
}

type Props = {
  /** Prefix for the input ids, unique per form. */
  idPrefix: string
  errors: ContactErrors
  /** A signed-in visitor's address: prefilled, and the one the payment uses. */
  sessionEmail?: string | null
}

/** What the address is for. Where payments go by e-mail nothing is paid here, so there is no receipt yet. */
function emailHint(sessionEmail: string | null | undefined): string {
  if (paymentsByEmail) return 'We reply to this address, and send your receipt there once you have paid.'
  return sessionEmail ? 'You are signed in: your receipt goes to this address.' : 'Your receipt goes to this address.'
}

/** E-mail (required) and optional first and last name: the fields the donation and enrolment forms share. */
export function ContactFields({ idPrefix, errors, sessionEmail }: Props) {
  return (
    <div className="space-y-4">
      <Field
        // The address follows the session: an account's once signed in (also when that is learnt after the form
        // opened), and the visitor's own to type once signed out.
        key={sessionEmail ? `account:${sessionEmail}` : 'typed'}
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        defaultValue={sessionEmail ?? ''}
        readOnly={Boolean(sessionEmail)}
        hint={emailHint(sessionEmail)}
        error={errors.email}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-first-name`}
          name="firstName"
          label="First name (optional)"
          autoComplete="given-name"
          error={errors.firstName}
        />
        <Field
          id={`${idPrefix}-last-name`}
          name="lastName"
          label="Last name (optional)"
          autoComplete="family-name"
          error={errors.lastName}
        />
      </div>
    </div>
  )
}

/** The three fields as typed, from a submitted form. */
export function contactFrom(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return { email: text('email'), firstName: text('firstName'), lastName: text('lastName') }
}
