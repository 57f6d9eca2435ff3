import { defineField, defineType } from 'sanity'

import { descriptionField } from '../fields/fields'

/** A short titled point: a value, a principle, a reason to work with us. */
export const titledText = defineType({
  name: 'titledText',
  title: 'Point',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(60) }),
    descriptionField(),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
