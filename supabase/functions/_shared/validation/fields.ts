import { z } from 'zod'
import { MESSAGES } from './messages.ts'

export const EMAIL_MAX = 254
export const PERSON_NAME_MAX = 50

const EMAIL_PATTERN = z.regexes.email

/** Required e-mail: trimmed, lower-cased, at most 254 characters, valid address. */
export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: MESSAGES.emailTooLong })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })

/**
 * E-mail that may be left empty (the shop sends empty strings): '' and a missing field become undefined,
 * anything else must be a valid address.
 */
export const optionalEmailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: MESSAGES.emailTooLong })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: MESSAGES.invalidEmail })
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** Optional first/last name, trimmed, at most 50 characters; '' becomes undefined. */
function personName(typeMessage: string, tooLong: string) {
  return z
    .string({ error: typeMessage })
    .trim()
    .max(PERSON_NAME_MAX, { error: tooLong })
    .transform((value) => (value === '' ? undefined : value))
    .optional()
}

export const firstNameSchema = personName(MESSAGES.invalidFirstName, MESSAGES.firstNameTooLong)
export const lastNameSchema = personName(MESSAGES.invalidLastName, MESSAGES.lastNameTooLong)

/** Free text the client echoes back (titles, types): accepted, bounded, never trusted. */
export const echoedTextSchema = z.string({ error: MESSAGES.invalidRequest }).max(500, { error: MESSAGES.invalidRequest }).optional()

/** True when a number has at most two decimals (money in dollars). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100
  return Math.abs(cents - Math.round(cents)) < 1e-6
}

/** Dollars (at most two decimals) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}
