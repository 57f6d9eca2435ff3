'use client'

import { useRef, useState } from 'react'
import type { z } from 'zod'

import { useAuth } from '@/lib/auth/auth-context'
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
  const [busy, setBusy] = useState(false)
  const checking = useRef(false)

  /**
   * Checks the values; answers them with the Supabase client, or null after showing why the form stops (or
   * when a check of this form is still running: a second press while the schema loads sends nothing twice).
   */
  async function prepare(
    values: unknown,
  ): Promise<{ data: z.output<AuthSchemas[N]>; loading: Promise<TypedSupabaseClient> } | null> {
    if (checking.current) return null
    checking.current = true
    let parsed: ReturnType<AuthSchemas[N]['safeParse']>
    try {
      parsed = (await loadSchemas())[schemaName].safeParse(values) as ReturnType<AuthSchemas[N]['safeParse']>
    } finally {
      checking.current = false
    }
    setFormError(null)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
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
    preload: () => void loadSchemas(),
    notConfigured: formError === AUTH_MESSAGES.notConfigured,
  }
}
