import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { defineField, defineType } from 'sanity'

export const proverb = defineType({
  name: 'proverb',
  title: 'Proverb',
  type: 'document',
  icon: BulbOutlineIcon,
  description: 'African proverbs shown now and then in the proverb pop-up.',
  fields: [
    defineField({
      name: 'text',
      title: 'Proverb',
      type: 'text',
      rows: 3,
      description: 'Short enough to read in the 8 seconds the pop-up stays open.',
      validation: (rule) => [
        rule.required().min(10).max(200),
        rule.max(140).warning('Long proverbs are hard to read in 8 seconds'),
      ],
    }),
    defineField({
      name: 'origin',
      title: 'Origin',
      type: 'string',
      description: 'People and country, e.g. "Akan proverb, Ghana"',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: { select: { title: 'text', subtitle: 'origin' } },
})
