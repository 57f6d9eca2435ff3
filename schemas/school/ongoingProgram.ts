import { RefreshIcon } from '@sanity/icons/Refresh'
import { orderRankOrdering } from '@sanity/orderable-document-list'
import { defineField, defineType } from 'sanity'

import { descriptionField, displayOrderFields, titleField } from '../fields/fields'

export const ongoingProgramTypes = [
  { title: 'Community', value: 'community' },
  { title: 'Educational', value: 'educational' },
  { title: 'Cultural', value: 'cultural' },
] as const

/** A recurring program on /events (a book club, a parents' circle). */
export const ongoingProgram = defineType({
  name: 'ongoingProgram',
  title: 'Ongoing program',
  type: 'document',
  icon: RefreshIcon,
  fields: [
    titleField(80),
    defineField({
      name: 'type',
      title: 'Type',
      type: 'string',
      options: { list: [...ongoingProgramTypes], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'frequency',
      title: 'Frequency',
      type: 'string',
      description: 'e.g. "Every Wednesday, 4:00 PM CST" or "First Saturday of each month"',
      validation: (rule) => rule.required().max(80),
    }),
    descriptionField(),
    ...displayOrderFields('ongoingProgram'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title', frequency: 'frequency', type: 'type' },
    prepare: ({ title, frequency, type }) => ({
      title,
      subtitle: [ongoingProgramTypes.find((option) => option.value === type)?.title, frequency]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
