import { z } from 'zod'
import { EMAIL_MAX, MESSAGES } from '../../supabase/functions/_shared/validation/index.ts'
import { AUTH_MESSAGES } from './auth-messages'

export { AUTH_MESSAGES } from './auth-messages'

/** Login and sign-up (docs/behaviour.md#auth). Site-only: Supabase Auth itself checks the credentials. */
export const PASSWORD_MIN = 6

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

/** Paths a person is never sent back to after signing in: route handlers and the Studio are not pages of the site. */
const NOT_A_RETURN_PAGE = /^\/(api|studio)(\/|$)/i

/**
 * Where to go after signing in: a page of this site from `?next=` (e.g. back to /digital-download with its
 * order), else the home page. The value is resolved exactly as a browser would (dot segments, `%2e`,
 * backslashes, tabs and newlines included) against the site's origin, and kept only when it stays on that
 * origin; the path returned is the resolved one, so what is checked is what the browser is sent to. A
 * path that still begins with `//` or `/\` after resolving (`/.//evil.example`) would leave the site once
 * used as a redirect, so it is refused too.
 */
export function safeReturnPath(next: string | null | undefined, origin: string): string {
  if (!next) return '/'
  let site: URL
  let url: URL
  try {
    site = new URL(origin)
    url = new URL(next, site)
  } catch {
    return '/'
  }
  if (url.origin !== site.origin) return '/'
  const path = `${url.pathname}${url.search}${url.hash}`
  if (!path.startsWith('/') || /^\/[/\\]/.test(path)) return '/'
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return '/'
  }
  if (NOT_A_RETURN_PAGE.test(url.pathname) || NOT_A_RETURN_PAGE.test(decoded)) return '/'
  return new URL(path, site).origin === site.origin ? path : '/'
}
