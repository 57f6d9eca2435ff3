import { CaseIcon } from '@sanity/icons/Case'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { orderRankOrdering } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { careerPositionSchema, POSITION_MAX } from '../../lib/validation'
import { displayOrderFields } from '../fields/fields'
import { noInvisibleCharacters, uniqueAmong } from '../fields/rules'

/** What the application form and the database accept as a position (one line, at most POSITION_MAX characters). */
function acceptedByTheForm(title: string | undefined) {
  if (title === undefined) return true
  const parsed = careerPositionSchema.safeParse(title)
  return parsed.success || 'Use a single line of text: no line breaks, tabs or control characters'
}

/**
 * A job on /careers. Open positions are listed on the page and offered in the application form's position
 * select; applications store the title as it was when the applicant sent the form. Closing a position hides
 * it from both without deleting it.
 */
export const careerPosition = defineType({
  name: 'careerPosition',
  title: 'Career position',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown on /careers and in the form. Applications are filed under this exact title.',
      validation: (rule) =>
        rule
          .required()
          .max(POSITION_MAX)
          .custom(acceptedByTheForm)
          .custom(noInvisibleCharacters)
          .custom(
            uniqueAmong('careerPosition', 'title', (title) => `Another position is already called "${String(title)}"`),
          ),
    }),
    defineField({
      name: 'open',
      title: 'Open for applications',
      type: 'boolean',
      description: 'Closed positions stay here but are neither listed on /careers nor offered in the form.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'partTime',
      title: 'Part-time',
      type: 'boolean',
      description: 'Shown as a "Part-time" badge. All of the academy’s positions are part-time today.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      description: 'One or two sentences: what the role is and who it suits.',
      validation: (rule) => rule.required().min(40).max(300),
    }),
    defineField({
      name: 'responsibilities',
      title: 'Responsibilities',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().min(10).max(160) })],
      validation: (rule) => rule.required().min(2).max(8).unique(),
    }),
    ...displayOrderFields('careerPosition'),
  ],
  orderings: [orderRankOrdering, { title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', open: 'open', partTime: 'partTime' },
    prepare: ({ title, open, partTime }) => ({
      title: title ?? 'Untitled position',
      subtitle: [open === false ? 'Closed' : 'Open', partTime === false ? 'Full-time' : 'Part-time'].join(' · '),
      media: open === false ? CloseCircleIcon : CheckmarkCircleIcon,
    }),
  },
})
