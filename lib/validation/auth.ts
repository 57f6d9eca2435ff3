// First: zod without its JIT probe (see ./jitless.ts), before the schemas below are built.
import './jitless'

import { z } from 'zod'

import { MESSAGES } from '../../supabase/functions/_shared/validation/messages.ts'
import { EMAIL_MAX } from '../../supabase/functions/_shared/validation/rules.ts'
import { AUTH_MESSAGES, PASSWORD_MIN } from './auth-messages'

export { AUTH_MESSAGES, PASSWORD_MIN } from './auth-messages'
export { safeReturnPath } from './return-path'

/** Login and sign-up (docs/behaviour.md#auth). Site-only: Supabase Auth itself checks the credentials. */
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: MESSAGES.emailTooLong })
  .regex(z.regexes.email, { error: MESSAGES.invalidEmail })

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: AUTH_MESSAGES.passwordRequired }),
})

export const signUpSchema = z
  .object({
    email,
    password: z.string(),
    confirmPassword: z.string(),
  })
  // A mismatch is reported first, then the length.
  .superRefine((value, context) => {
    if (value.password !== value.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch })
    } else if (value.password.length < PASSWORD_MIN) {
      context.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordTooShort })
    }
  })

export type LoginInput = z.output<typeof loginSchema>
export type SignUpInput = z.output<typeof signUpSchema>
