import { ShareIcon } from '@sanity/icons/Share'
import { defineField, defineType } from 'sanity'

export const socialPlatforms = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'X', value: 'x' },
  { title: 'LinkedIn', value: 'linkedin' },
  { title: 'TikTok', value: 'tiktok' },
] as const

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  icon: ShareIcon,
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: [...socialPlatforms], layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Accessible label',
      type: 'string',
      description: 'Read by screen readers, e.g. "Sankofa Academy on Instagram".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
})
