import { z } from 'zod'
import { EMAIL_MAX, MESSAGES } from '../../supabase/functions/_shared/validation/index.ts'

/** Login and sign-up (spec §5, §8). Site-only: Supabase Auth itself checks the credentials. */
export const PASSWORD_MIN = 6

export const AUTH_MESSAGES = {
  // Spec section 8 (verbatim)
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  loginFailed: 'Failed to login. Please check your credentials.',
  welcomeBack: 'Welcome back!',
  alreadyRegistered: 'This email is already registered. Please login instead.',
  signUpFailed: 'Failed to create account. Please try again.',
  accountCreated: 'Account created! Please check your email to verify your account.',
  // Cases the spec leaves open
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  notConfigured: 'Sign-in is not available on this site yet: no account service is configured.',
} as const

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
  // As the spec's form checks them: a mismatch first, then the length.
  .superRefine((value, context) => {
    if (value.password !== value.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch })
    } else if (value.password.length < PASSWORD_MIN) {
      context.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordTooShort })
    }
  })

export type LoginInput = z.output<typeof loginSchema>
export type SignUpInput = z.output<typeof signUpSchema>

/**
 * Where to go after signing in: a path on this site from `?next=` (e.g. back to /digital-download with its
 * order), never another origin (`//evil.example`, `https://…`, `/\evil`), else the home page.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/'
  try {
    const url = new URL(next, 'https://site.invalid')
    return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/'
  } catch {
    return '/'
  }
}
