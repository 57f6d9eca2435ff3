import { Field } from '@/app/_components/ui/Field'
import { focusFirstError } from '@/lib/browser/focus-first-error'
import { paymentsByEmail } from '@/lib/commerce/payments-mode'
import { MESSAGES } from '@/lib/validation'

/** Which input a payload message belongs to, so it is shown (and announced) beside that input. */
export function contactFieldOf(message: string): 'email' | 'firstName' | 'lastName' | null {
  if (message === MESSAGES.invalidEmail || message === MESSAGES.emailTooLong) return 'email'
  if (message === MESSAGES.firstNameTooLong || message === MESSAGES.invalidFirstName) return 'firstName'
  if (message === MESSAGES.lastNameTooLong || message === MESSAGES.invalidLastName) return 'lastName'
  return null
}

/** After a refused payload, the focus goes to the field its message is shown beside (none for other messages). */
export function focusContactError(form: HTMLFormElement, message: string): void {
  const field = contactFieldOf(message)
  if (field) focusFirstError(form, [field])
}

type Props = {
  /** Prefix for the input ids, unique per form. */
  idPrefix: string
  errorField: ReturnType<typeof contactFieldOf>
  error: string | null
  /** A signed-in visitor's address: prefilled, and the one the payment uses. */
  sessionEmail?: string | null
}

/** What the address is for. Where payments go by e-mail nothing is paid here, so there is no receipt yet. */
function emailHint(sessionEmail: string | null | undefined): string {
  if (paymentsByEmail) return 'We reply to this address, and send your receipt there once you have paid.'
  return sessionEmail ? 'You are signed in: your receipt goes to this address.' : 'Your receipt goes to this address.'
}

/** E-mail (required) and optional first and last name: the fields the donation and enrolment forms share. */
export function ContactFields({ idPrefix, errorField, error, sessionEmail }: Props) {
  const errorFor = (field: NonNullable<Props['errorField']>) => (errorField === field && error ? error : undefined)
  return (
    <div className="space-y-4">
      <Field
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        defaultValue={sessionEmail ?? ''}
        readOnly={Boolean(sessionEmail)}
        hint={emailHint(sessionEmail)}
        error={errorFor('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-first-name`}
          name="firstName"
          label="First name (optional)"
          autoComplete="given-name"
          error={errorFor('firstName')}
        />
        <Field
          id={`${idPrefix}-last-name`}
          name="lastName"
          label="Last name (optional)"
          autoComplete="family-name"
          error={errorFor('lastName')}
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
