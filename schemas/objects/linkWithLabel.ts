import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType } from 'sanity'

/** A labelled external link (opens in a new tab on the site). */
export const linkWithLabel = defineType({
  name: 'linkWithLabel',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
})
