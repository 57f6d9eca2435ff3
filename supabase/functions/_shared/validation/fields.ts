import { z } from 'zod'
import { MESSAGES } from './messages.ts'

export const EMAIL_MAX = 254
export const PERSON_NAME_MAX = 50

const EMAIL_PATTERN = z.regexes.email

/**
 * Characters no text field accepts: C0 controls other than tab, line feed and carriage return (NUL among
 * them, which Postgres cannot store in text), DEL, C1 controls, and lone UTF-16 surrogates (not text at all).
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u
/**
 * Also refused in single-line fields (names, e-mail, phone, titles, file names): tab and line breaks, and the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that make a name or file
 * name display differently from what it is ("cv\u202Efdp.exe"). The bidi marks U+200E, U+200F and U+061C
 * stay allowed, as do all of these in multi-line text (experience, motivation).
 */
const SINGLE_LINE_EXTRA = /[\t\n\r\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

export type TextLines = 'single' | 'multi'

/** True when a text holds only characters its field accepts (see CONTROL_CHARACTERS and SINGLE_LINE_EXTRA). */
export function hasOnlyAllowedCharacters(value: string, lines: TextLines = 'single'): boolean {
  if (CONTROL_CHARACTERS.test(value)) return false
  return lines === 'multi' || !SINGLE_LINE_EXTRA.test(value)
}

/**
 * The one character rule every text field that reaches Postgres, Stripe or Storage goes through:
 * `allowedCharacters(z.string().trim().max(n), message)`; multi-line text passes lines: 'multi'.
 */
export function allowedCharacters(schema: z.ZodString, message: string, lines: TextLines = 'single'): z.ZodString {
  return schema.refine((value) => hasOnlyAllowedCharacters(value, lines), { error: message })
}

/** Required e-mail: trimmed, lower-cased, at most 254 characters, valid address. */
export const emailSchema = allowedCharacters(
  z.string({ error: MESSAGES.invalidEmail }).trim().toLowerCase().max(EMAIL_MAX, { error: MESSAGES.emailTooLong }),
  MESSAGES.invalidEmail,
).regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })

/**
 * E-mail that may be left empty (the shop sends empty strings): '' and a missing field become undefined,
 * anything else must be a valid address.
 */
export const optionalEmailSchema = allowedCharacters(
  z.string({ error: MESSAGES.invalidEmail }).trim().toLowerCase().max(EMAIL_MAX, { error: MESSAGES.emailTooLong }),
  MESSAGES.invalidEmail,
)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: MESSAGES.invalidEmail })
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** Optional first/last name, trimmed, at most 50 characters; '' becomes undefined. */
function personName(typeMessage: string, tooLong: string, notAllowed: string) {
  return allowedCharacters(z.string({ error: typeMessage }).trim().max(PERSON_NAME_MAX, { error: tooLong }), notAllowed)
    .transform((value) => (value === '' ? undefined : value))
    .optional()
}

export const firstNameSchema = personName(
  MESSAGES.invalidFirstName,
  MESSAGES.firstNameTooLong,
  MESSAGES.firstNameCharacters,
)
export const lastNameSchema = personName(
  MESSAGES.invalidLastName,
  MESSAGES.lastNameTooLong,
  MESSAGES.lastNameCharacters,
)

/** Free text the client echoes back (titles, types): accepted, bounded, never trusted. */
export function echoedText(message: string = MESSAGES.invalidRequest, max = 500) {
  return allowedCharacters(z.string({ error: message }).max(max, { error: message }), message).optional()
}
export const echoedTextSchema = echoedText()

/** True when a number has at most two decimals (money in dollars). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100
  return Math.abs(cents - Math.round(cents)) < 1e-6
}

/** Dollars (at most two decimals) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}

/**
 * The key an e-mail address is rate-limited under: lower-cased, with any `+tag` of the local part removed, so
 * `Nia+1@Example.com` and `nia+2@example.com` count as `nia@example.com`. The address itself is stored as sent.
 */
export function emailRateKey(email: string): string {
  const normalised = email.trim().toLowerCase()
  const at = normalised.lastIndexOf('@')
  if (at < 0) return normalised
  const local = normalised.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus < 0 ? local : local.slice(0, plus)}${normalised.slice(at)}`
}
