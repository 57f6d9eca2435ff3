import { z } from 'zod'

import { allowedCharacters, emailSchema } from './fields.ts'
import { MESSAGES } from './messages.ts'

export const CAREER_NAME_MAX = 100
export const PHONE_MAX = 20
export const ESSAY_MIN = 10
export const ESSAY_MAX = 2000
/** Longest position title: the CMS's title field (careerPosition) and the database allow the same. */
export const POSITION_MAX = 100

/**
 * The position applied for: a title staff keep in the CMS (Studio → Careers), so any position they open is
 * accepted without a deploy. Trimmed, one line, non-empty ("Please select a position" for the form's
 * placeholder), at most 100 characters. The function stores what the form sent; it never trusts it beyond that.
 */
export const careerPositionSchema = allowedCharacters(
  z
    .string({ error: MESSAGES.positionRequired })
    .trim()
    .min(1, { error: MESSAGES.positionRequired })
    .max(POSITION_MAX, { error: MESSAGES.positionTooLong }),
  MESSAGES.positionCharacters,
)

function essay(tooShort: string, tooLong: string, notAllowed: string) {
  return allowedCharacters(
    z.string({ error: tooShort }).trim().min(ESSAY_MIN, { error: tooShort }).max(ESSAY_MAX, { error: tooLong }),
    notAllowed,
    'multi',
  )
}

/** The text fields of a career application (docs/behaviour.md#careers-form). The résumé is checked by the resume helpers. */
export const careerApplicationSchema = z.object(
  {
    // The character message already says what a name may hold; tabs, line breaks and bidi controls
    // (which \s and \p{M} would let through) are refused with it too.
    name: allowedCharacters(
      z
        .string({ error: MESSAGES.nameRequired })
        .trim()
        .min(1, { error: MESSAGES.nameRequired })
        .max(CAREER_NAME_MAX, { error: MESSAGES.nameTooLong }),
      MESSAGES.nameCharacters,
    ).regex(/^[\p{L}\p{M}\s'’-]+$/u, { error: MESSAGES.nameCharacters }),
    email: emailSchema,
    phone: allowedCharacters(
      z
        .string({ error: MESSAGES.phoneRequired })
        .trim()
        .min(1, { error: MESSAGES.phoneRequired })
        .max(PHONE_MAX, { error: MESSAGES.phoneTooLong }),
      MESSAGES.phoneCharacters,
    ).regex(/^[0-9\s()+-]+$/, { error: MESSAGES.phoneCharacters }),
    position: careerPositionSchema,
    experience: essay(MESSAGES.experienceTooShort, MESSAGES.experienceTooLong, MESSAGES.experienceCharacters),
    motivation: essay(MESSAGES.motivationTooShort, MESSAGES.motivationTooLong, MESSAGES.motivationCharacters),
  },
  { error: MESSAGES.invalidRequest },
)

export type CareerApplicationInput = z.input<typeof careerApplicationSchema>
export type CareerApplication = z.output<typeof careerApplicationSchema>
