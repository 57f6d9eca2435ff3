import { StarIcon } from '@sanity/icons/Star'
import { defineField, defineType } from 'sanity'

/** A recognition badge shown in the footer. */
export const badge = defineType({
  name: 'badge',
  title: 'Recognition badge',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'image',
      title: 'Badge image',
      type: 'imageWithAlt',
      description:
        'The footer writes the title out beside it, so let the alternative text describe the emblem (e.g. "Green seal with a gold check mark").',
    }),
    defineField({
      name: 'url',
      title: 'Link (optional)',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'url', media: 'image' } },
})
