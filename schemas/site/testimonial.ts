import { CommentIcon } from '@sanity/icons/Comment'
import { defineField, defineType } from 'sanity'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(20).max(500),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      description: 'First name and last initial only, e.g. "Amara T."',
      validation: (rule) =>
        rule
          .required()
          .max(40)
          .regex(/^\p{L}[\p{L}'-]*( \p{L}[\p{L}'-]*)* \p{Lu}\.$/u, {
            name: 'first name and initial, e.g. "Amara T."',
          }),
    }),
    defineField({
      name: 'location',
      title: 'Location (US state)',
      type: 'string',
      description: 'e.g. "Georgia"',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: {
    select: { author: 'author', location: 'location', quote: 'quote' },
    prepare: ({ author, location, quote }) => ({
      title: [author, location].filter(Boolean).join(', ') || 'Testimonial',
      subtitle: typeof quote === 'string' ? quote : undefined,
    }),
  },
})
