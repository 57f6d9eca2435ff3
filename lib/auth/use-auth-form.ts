'use client'

import { useRef, useState } from 'react'
import type { z } from 'zod'

import { useAuth } from '@/lib/auth/auth-context'
import { focusFirstError } from '@/lib/browser/focus-first-error'
import type { TypedSupabaseClient } from '@/lib/supabase/browser'
import { fieldErrors } from '@/lib/validation/field-errors'
import { AUTH_MESSAGES } from '@/lib/validation/rules'

type AuthSchemas = typeof import('@/lib/validation/auth')
type SchemaName = 'loginSchema' | 'signUpSchema'

/**
 * The schemas, and zod with them, load when a form is first used (focus or submit), not with the page: the
 * page's first paint and hydration do without the validation library.
 */
const loadSchemas = () => import('@/lib/validation/auth')

/**
 * What the Login and Sign Up forms share: field errors from their schema, a form-level message, the busy
 * state, and the local-mode notice when there is no account service to send the form to.
 */
export function useAuthForm<N extends SchemaName>(schemaName: N) {
  const { client } = useAuth()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusyState] = useState(false)
  const checking = useRef(false)
  // The submit button says busy with aria-disabled (it keeps the keyboard focus), so a press or an Enter while the
  // request runs is refused here instead.
  const sending = useRef(false)
  const setBusy = (value: boolean) => {
    sending.current = value
    setBusyState(value)
  }

  /**
   * Checks the values; answers them with the Supabase client, or null after showing why the form stops, with the
   * focus on the first field in error (or when a check or a request of this form is still running: a second press
   * sends nothing twice).
   */
  async function prepare(
    values: unknown,
    form: HTMLFormElement,
  ): Promise<{ data: z.output<AuthSchemas[N]>; loading: Promise<TypedSupabaseClient> } | null> {
    if (checking.current || sending.current) return null
    checking.current = true
    let parsed: ReturnType<AuthSchemas[N]['safeParse']>
    try {
      parsed = (await loadSchemas())[schemaName].safeParse(values) as ReturnType<AuthSchemas[N]['safeParse']>
    } catch {
      // The checks' code did not download (offline, a dropped connection): say so; the next press fetches it again.
      setFormError(AUTH_MESSAGES.unreachable)
      return null
    } finally {
      checking.current = false
    }
    setFormError(null)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      setErrors(errors)
      focusFirstError(form, Object.keys(errors))
      return null
    }
    setErrors({})
    const loading = client()
    if (!loading) {
      setFormError(AUTH_MESSAGES.notConfigured)
      return null
    }
    return { data: parsed.data as z.output<AuthSchemas[N]>, loading }
  }

  return {
    errors,
    formError,
    setFormError,
    busy,
    setBusy,
    prepare,
    /** Starts loading the schema ahead of the first submit (the form's first focus). */
    preload: () => void loadSchemas().catch(() => undefined),
    notConfigured: formError === AUTH_MESSAGES.notConfigured,
  }
}
