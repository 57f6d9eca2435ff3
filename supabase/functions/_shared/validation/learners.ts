import { z } from 'zod'

import { allowedCharacters } from './fields.ts'
import { AVATARS, GRADE_BANDS, LEARNER_MESSAGES, LEARNER_NAME_MAX, MAX_LEARNERS } from './learner-rules.ts'

export * from './learner-rules.ts'

/**
 * A family's learners (docs/behaviour.md#learners): the children under one parent account. The same bounds are
 * the `learners` table's CHECK constraints and the enrolment payload's children, so a name the form accepts is
 * one the database stores.
 */

/** A first name or nickname: no e-mail address (no `@`), no surname needed, 1 to 40 characters. */
export const learnerNameSchema = allowedCharacters(
  z
    .string({ error: LEARNER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: LEARNER_MESSAGES.nameRequired })
    .max(LEARNER_NAME_MAX, { error: LEARNER_MESSAGES.nameTooLong }),
  LEARNER_MESSAGES.nameCharacters,
).refine((value) => !value.includes('@'), { error: LEARNER_MESSAGES.nameCharacters })

export const gradeBandSchema = z.enum(GRADE_BANDS, { error: LEARNER_MESSAGES.gradeRequired })
export const avatarSchema = z.enum(AVATARS, { error: LEARNER_MESSAGES.avatarRequired })

/** Adding or renaming a learner on the parent page or in the picker. */
export const learnerSchema = z.object({
  displayName: learnerNameSchema,
  gradeBand: gradeBandSchema,
  avatar: avatarSchema,
})
export type LearnerInput = z.output<typeof learnerSchema>

/** A child named in an enrolment: first name and grade band. */
export const enrolledChildSchema = z.object({ firstName: learnerNameSchema, gradeBand: gradeBandSchema })
export type EnrolledChild = z.output<typeof enrolledChildSchema>

/** A child's name as the family account matches it to a learner: trimmed, case ignored ("Ama" and "ama" are one). */
export const sameChildKey = (firstName: string): string => firstName.trim().toLowerCase()

/**
 * The children of one enrolment: each named once. Each is charged a place, and the account would make one learner
 * of two rows with the same name (case ignored), so a repeated name would be paid for and never used.
 */
export const enrolledChildrenSchema = z
  .array(enrolledChildSchema, { error: LEARNER_MESSAGES.childrenRequired })
  .min(1, { error: LEARNER_MESSAGES.childrenRequired })
  .max(MAX_LEARNERS, { error: LEARNER_MESSAGES.tooManyChildren })
  .refine((children) => new Set(children.map((child) => sameChildKey(child.firstName))).size === children.length, {
    error: LEARNER_MESSAGES.childNamedTwice,
  })
