import { defineField } from 'sanity'

/** "15 min", "1 hr 10 min": what the player shows next to a lesson. */
export const LESSON_DURATION = /^(\d+ hr( \d+ min)?|\d+ min)$/

/** The fields every lesson type starts with. */
export const lessonBaseFields = [
  defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(100) }),
  defineField({
    name: 'duration',
    title: 'Duration',
    type: 'string',
    description: 'e.g. "15 min"',
    validation: (rule) =>
      rule.required().regex(LESSON_DURATION, { name: 'duration such as "15 min" or "1 hr 10 min"' }),
  }),
]

/** What the learner is asked to do, above an exercise's scenarios or a matching lesson's pairs. */
export const instructionsField = defineField({
  name: 'instructions',
  title: 'Instructions',
  type: 'text',
  rows: 2,
  validation: (rule) => rule.required().min(10).max(400),
})

export const lessonPreview = (kind: string) => ({
  select: { title: 'title', duration: 'duration' },
  prepare: ({ title, duration }: { title?: string; duration?: string }) => ({
    title: title ?? 'Untitled lesson',
    subtitle: [kind, duration].filter(Boolean).join(' · '),
  }),
})
