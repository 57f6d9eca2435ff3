'use client'

import { useState } from 'react'
import type { z } from 'zod'
import { useAuth } from '@/app/_components/frame/AuthProvider'
import type { TypedSupabaseClient } from '@/lib/supabase/browser'
import { fieldErrors } from '@/lib/validation/field-errors'
import { AUTH_MESSAGES } from '@/lib/validation'

/**
 * What the Login and Sign Up forms share: field errors from their schema, a form-level message, the busy
 * state, and the local-mode notice when there is no account service to send the form to.
 */
export function useAuthForm<S extends z.ZodType>(schema: S) {
  const { client } = useAuth()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  /** Checks the values; answers them with the Supabase client, or null after showing why the form stops. */
  function prepare(values: unknown): { data: z.output<S>; loading: Promise<TypedSupabaseClient> } | null {
    const parsed = schema.safeParse(values)
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
    return { data: parsed.data, loading }
  }

  return {
    errors,
    formError,
    setFormError,
    busy,
    setBusy,
    prepare,
    notConfigured: formError === AUTH_MESSAGES.notConfigured,
  }
}
