import { defineField, defineType } from 'sanity'

/** A short titled point: a value, a principle, a reason to work with us. */
export const titledText = defineType({
  name: 'titledText',
  title: 'Point',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().min(20).max(400),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
