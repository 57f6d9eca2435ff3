'use client'

import type { AuthError, User } from '@supabase/supabase-js'
import type { FormEvent } from 'react'

import { PolicyNote, PrivacyLink, TermsLink } from '@/app/_components/frame/PolicyNote'
import { submitButtonClass } from '@/app/_components/ui/button-classes'
import { Field } from '@/app/_components/ui/Field'
import { FormAlert } from '@/app/_components/ui/FormAlert'
import { unansweredMessage } from '@/lib/auth/unanswered'
import { useAuthForm } from '@/lib/auth/use-auth-form'
import { notify } from '@/lib/browser/notify'
import { AUTH_MESSAGES, PASSWORD_MIN } from '@/lib/validation/rules'

/**
 * Supabase answers a sign-up for an address it already has in one of two ways: an error
 * (`user_already_exists`) when e-mail confirmation is off, or, to avoid revealing accounts, a user with no
 * identities when it is on. Both mean "already registered".
 */
function alreadyRegistered(error: AuthError | null, user: User | null): boolean {
  if (error) return error.code === 'user_already_exists' || /already (registered|exists)/i.test(error.message)
  return Array.isArray(user?.identities) && user.identities.length === 0
}

/** The product's own failure text, with why when nobody answered (an offline phone, a service down). */
function signUpFailure(error: unknown): string {
  const why = error ? unansweredMessage(error) : null
  return why ? `${AUTH_MESSAGES.signUpFailed} ${why}` : AUTH_MESSAGES.signUpFailed
}

/** Sign up (docs/behaviour.md#auth), confirmation e-mail leading back to the site root. */
export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const { errors, formError, setFormError, busy, setBusy, prepare, preload, notConfigured } =
    useAuthForm('signUpSchema')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const ready = await prepare(
      {
        email: form.get('email'),
        password: form.get('password'),
        confirmPassword: form.get('confirmPassword'),
      },
      formElement,
    )
    if (!ready) return
    setBusy(true)
    try {
      const { email, password } = ready.data
      const { data, error } = await (
        await ready.loading
      ).auth.signUp({
        email,
        password,
        options: { emailRedirectTo: `${window.location.origin}/` },
      })
      if (alreadyRegistered(error, data.user)) {
        setFormError(AUTH_MESSAGES.alreadyRegistered)
        return
      }
      if (error || !data.user) {
        setFormError(signUpFailure(error))
        return
      }
      notify(AUTH_MESSAGES.accountCreated, undefined, 'success')
      formElement.reset()
      onCreated(email)
    } catch (thrown) {
      setFormError(signUpFailure(thrown))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="space-y-4" aria-label="Sign Up">
      <Field
        id="signup-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <Field
        id="signup-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters`}
        error={errors.password}
      />
      <Field
        id="signup-confirm"
        name="confirmPassword"
        type="password"
        label="Confirm password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <FormAlert message={formError} tone={notConfigured ? 'notice' : 'error'} />
      <button type="submit" aria-disabled={busy || undefined} className={submitButtonClass({ tone: 'forest' })}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </button>
      <PolicyNote>
        By signing up you agree to our <TermsLink /> and <PrivacyLink />.
      </PolicyNote>
    </form>
  )
}
