'use client'

import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'

import { submitButtonClass } from '@/app/_components/ui/button-classes'
import { Field } from '@/app/_components/ui/Field'
import { FormAlert } from '@/app/_components/ui/FormAlert'
import { unansweredMessage } from '@/lib/auth/unanswered'
import { useAuthForm } from '@/lib/auth/use-auth-form'
import { notify } from '@/lib/browser/notify'
import { AUTH_MESSAGES, safeReturnPath } from '@/lib/validation/rules'

/**
 * Login (docs/behaviour.md#auth): the service's refusal or "Failed to login…" on failure, why nobody answered when
 * the service could not be reached; "Welcome back!" and home on success.
 */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const router = useRouter()
  const { errors, formError, setFormError, busy, setBusy, prepare, preload, notConfigured } = useAuthForm('loginSchema')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const ready = await prepare({ email: form.get('email'), password: form.get('password') }, event.currentTarget)
    if (!ready) return
    setBusy(true)
    try {
      const { error } = await (await ready.loading).auth.signInWithPassword(ready.data)
      if (error) {
        setFormError(unansweredMessage(error) ?? (error.message || AUTH_MESSAGES.loginFailed))
        return
      }
      notify(AUTH_MESSAGES.welcomeBack, undefined, 'success')
      // Home, or back to the page that sent the visitor here (e.g. their download).
      router.push(safeReturnPath(new URLSearchParams(window.location.search).get('next'), window.location.origin))
    } catch (thrown) {
      setFormError(unansweredMessage(thrown) ?? AUTH_MESSAGES.loginFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="space-y-4" aria-label="Login">
      <Field
        id="login-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        defaultValue={initialEmail}
        error={errors.email}
      />
      <Field
        id="login-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <FormAlert message={formError} tone={notConfigured ? 'notice' : 'error'} />
      <button type="submit" aria-disabled={busy || undefined} className={submitButtonClass({ tone: 'primary' })}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  )
}
