import { z } from 'zod'

import { allowedCharacters } from './fields.ts'

/**
 * A family's learners (docs/behaviour.md#learners): the children under one parent account. The same bounds are
 * the `learners` table's CHECK constraints and the enrolment payload's children, so a name the form accepts is
 * one the database stores.
 */

/** A parent account holds at most this many learners; an enrolment names 1 to this many children. */
export const MAX_LEARNERS = 8
export const LEARNER_NAME_MAX = 40

/** Grade bands, as the school groups its classes. */
export const GRADE_BANDS = ['k-2', '3-5', '6-8', '9-12'] as const
export type GradeBand = (typeof GRADE_BANDS)[number]
export const GRADE_BAND_LABELS: Record<GradeBand, string> = {
  'k-2': 'Kindergarten to grade 2',
  '3-5': 'Grades 3 to 5',
  '6-8': 'Grades 6 to 8',
  '9-12': 'Grades 9 to 12',
}

/** The fixed set of avatars a learner picks from: no photo of a child is ever uploaded. */
export const AVATARS = ['baobab', 'lion', 'elephant', 'giraffe', 'zebra', 'drum', 'star', 'sun'] as const
export type Avatar = (typeof AVATARS)[number]

export const LEARNER_MESSAGES = {
  nameRequired: "Please enter the learner's first name or nickname.",
  nameTooLong: `A learner's name can be at most ${LEARNER_NAME_MAX} characters.`,
  nameCharacters: "A learner's name can't contain an @ or special characters.",
  gradeRequired: 'Please choose a grade band.',
  avatarRequired: 'Please choose an avatar.',
  tooMany: `A family account can have at most ${MAX_LEARNERS} learners.`,
  childrenRequired: 'Please add at least one child.',
  tooManyChildren: `You can enrol at most ${MAX_LEARNERS} children at once.`,
} as const

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

export const enrolledChildrenSchema = z
  .array(enrolledChildSchema, { error: LEARNER_MESSAGES.childrenRequired })
  .min(1, { error: LEARNER_MESSAGES.childrenRequired })
  .max(MAX_LEARNERS, { error: LEARNER_MESSAGES.tooManyChildren })
