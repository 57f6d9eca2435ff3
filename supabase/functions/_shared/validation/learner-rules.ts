/**
 * A family's learners (docs/behaviour.md#learners), the zod-free part: limits, grade bands, avatars and messages.
 * Pages import these as they load; the schemas (./learners.ts) are loaded when a form is checked.
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
/** Chosen for a new learner until the parent picks another. */
export const DEFAULT_AVATAR: Avatar = 'baobab'

export const LEARNER_MESSAGES = {
  nameRequired: "Please enter the learner's first name or nickname.",
  nameTooLong: `A learner's name can be at most ${LEARNER_NAME_MAX} characters.`,
  nameCharacters: "A learner's name can't contain an @ or special characters.",
  gradeRequired: 'Please choose a grade band.',
  avatarRequired: 'Please choose an avatar.',
  tooMany: `A family account can have at most ${MAX_LEARNERS} learners.`,
  childrenRequired: 'Please add at least one child.',
  tooManyChildren: `You can enrol at most ${MAX_LEARNERS} children at once.`,
  childNamedTwice: 'This child is already named above: each child is enrolled once.',
  nameTaken: 'A learner in your family already has this name. Add an initial or use a nickname to tell them apart.',
} as const
