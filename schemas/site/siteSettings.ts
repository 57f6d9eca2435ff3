import { CogIcon } from '@sanity/icons/Cog'
import { LinkIcon } from '@sanity/icons/Link'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { linkHrefField } from '../fields/fields'
import { noInvisibleCharacters } from '../fields/rules'

type SocialLinkValue = { platform?: string }

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'general', title: 'General', default: true },
    { name: 'contact', title: 'Contact & social' },
    { name: 'links', title: 'External links' },
    { name: 'footer', title: 'Footer' },
    { name: 'badges', title: 'Recognition' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Site title',
      type: 'string',
      group: 'general',
      validation: (rule) => rule.required().max(60).custom(noInvisibleCharacters),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'general',
      description: 'Used for search engines and link previews.',
      validation: (rule) => [
        rule.required().min(50).max(200),
        rule.max(160).warning('Search engines usually cut descriptions after about 160 characters'),
      ],
    }),
    defineField({
      name: 'siteUrl',
      title: 'Site URL',
      type: 'url',
      group: 'general',
      description: 'Public origin, e.g. https://www.sankofa-academy.org',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
    defineField({ name: 'logo', title: 'Logo', type: 'imageWithAlt', group: 'general' }),
    defineField({
      name: 'ogImage',
      title: 'Link preview image',
      type: 'imageWithAlt',
      group: 'general',
      description: 'Shown when the site is shared. 1200 x 630 works best.',
    }),
    defineField({
      name: 'scholarshipClaim',
      title: 'Scholarship claim',
      type: 'string',
      group: 'general',
      description: 'e.g. "Over $100,000 in scholarships awarded"',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'proverbLabel',
      title: 'Proverb pop-up label',
      type: 'string',
      group: 'general',
      description: 'The small line above the proverb in the pop-up. Leave empty to show the proverb alone.',
      initialValue: 'Words of wisdom',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'contact',
      title: 'Contact information',
      type: 'contactInfo',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'socialLink' })],
      validation: (rule) =>
        rule.max(6).custom((links: SocialLinkValue[] | undefined) => {
          const platforms = (links ?? []).map((link) => link.platform).filter(Boolean)
          return new Set(platforms).size === platforms.length || 'Each platform can be listed only once'
        }),
    }),
    defineField({
      name: 'externalLinks',
      title: 'External links',
      type: 'externalLinks',
      group: 'links',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'quickLinksHeading',
      title: 'Quick links heading',
      type: 'string',
      group: 'footer',
      initialValue: 'Quick links',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'quickLinks',
      title: 'Quick links',
      type: 'array',
      group: 'footer',
      description:
        "The footer's list of links, in this order. A path on this site (/about) stays in the tab; another site opens in a new tab. These are separate from External links: change an address in both places.",
      of: [
        defineArrayMember({
          name: 'quickLink',
          title: 'Quick link',
          type: 'object',
          icon: LinkIcon,
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            linkHrefField('href', 'Address'),
          ],
          preview: { select: { title: 'label', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'footerPages',
      title: 'Pages in the footer’s bottom row',
      type: 'array',
      group: 'footer',
      description:
        'The policies and help pages linked beside the copyright line on every page (privacy, terms, refunds, FAQ), in this order, each under its title. A page listed here cannot be deleted.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'page' }] })],
      validation: (rule) => rule.unique().max(6),
    }),
    defineField({
      name: 'badges',
      title: 'Recognition badges',
      type: 'array',
      group: 'badges',
      of: [defineArrayMember({ type: 'badge' })],
      validation: (rule) => rule.max(6),
    }),
  ],
  preview: {
    select: { title: 'title', media: 'logo' },
    prepare: ({ title, media }) => ({ title: title ?? 'Site settings', subtitle: 'Site settings', media }),
  },
})
