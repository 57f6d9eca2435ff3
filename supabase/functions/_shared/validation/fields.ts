import { z } from 'zod'

import { MESSAGES } from './messages.ts'
import { EMAIL_MAX, hasOnlyAllowedCharacters, PERSON_NAME_MAX, type TextLines } from './rules.ts'

// The zod-free rules these schemas are built from, exported here as before (see ./rules.ts).
export {
  EMAIL_MAX,
  PERSON_NAME_MAX,
  emailRateKey,
  hasAtMostTwoDecimals,
  hasOnlyAllowedCharacters,
  toCents,
  type TextLines,
} from './rules.ts'

const EMAIL_PATTERN = z.regexes.email

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
