import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { DONATION_MAX, DONATION_MIN } from '../../lib/validation'
import { headingField } from '../fields/fields'

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/** Up to `max` different donation amounts to pick from, each within what the donation function charges. */
const presetAmountsField = (name: string, title: string, max: number) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'number',
        // The donation function's own limits: a preset outside them could never be charged.
        validation: (rule) => rule.required().min(DONATION_MIN).max(DONATION_MAX),
      }),
    ],
    validation: (rule) => rule.required().min(1).max(max).unique(),
  })

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'curriculum', title: 'Curriculum promo' },
    { name: 'plans', title: 'Plans' },
    { name: 'testimonials', title: 'Testimonials' },
    { name: 'donation', title: 'Donation' },
  ],
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      group: 'hero',
      validation: (rule) => rule.required(),
      fields: [
        headingField('heading', 'Heading'),
        defineField({
          name: 'subheading',
          title: 'Subheading',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required().max(240),
        }),
        defineField({
          name: 'primaryCtaLabel',
          title: 'Primary button label',
          type: 'string',
          description: 'Opens the consultation booking page (Site settings → External links).',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'secondaryCtaLabel',
          title: 'Secondary button label',
          type: 'string',
          description: 'Opens the free e-book PDF (Site settings → External links).',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
      ],
    }),
    defineField({
      name: 'curriculumPromo',
      title: 'Curriculum promo',
      type: 'object',
      group: 'curriculum',
      validation: (rule) => rule.required(),
      fields: [
        headingField('heading', 'Heading'),
        defineField({
          name: 'body',
          title: 'Body',
          type: 'text',
          rows: 4,
          validation: (rule) => rule.required().max(600),
        }),
        defineField({
          name: 'ctaLabel',
          title: 'Button label',
          type: 'string',
          description: 'Opens the curriculum site (Site settings → External links).',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'shareLabel',
          title: 'Share buttons label',
          type: 'string',
          description: 'The small line above the share buttons. Leave empty to show the buttons alone.',
          initialValue: 'Spread the word',
          validation: (rule) => rule.max(40),
        }),
        defineField({
          name: 'shareText',
          title: 'Share text',
          type: 'string',
          description: 'Pre-filled text for the share buttons. The link is added automatically.',
          validation: (rule) => rule.required().max(200),
        }),
        defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
      ],
    }),
    defineField({
      name: 'plansSection',
      title: 'Plans section',
      type: 'object',
      group: 'plans',
      description: 'The plan cards themselves are edited under Plans.',
      validation: (rule) => rule.required(),
      fields: [
        headingField('heading', 'Heading'),
        defineField({
          name: 'subheading',
          title: 'Subheading',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.max(240),
        }),
      ],
    }),
    defineField({
      name: 'testimonialVideo',
      title: 'Testimonial video',
      type: 'object',
      group: 'testimonials',
      validation: (rule) => rule.required(),
      fields: [
        headingField('heading', 'Heading'),
        defineField({
          name: 'title',
          title: 'Video title',
          type: 'string',
          description: 'Names the video for screen readers and the player.',
          validation: (rule) => rule.required().max(100),
        }),
        defineField({
          name: 'videoId',
          title: 'YouTube video id',
          type: 'string',
          description: 'The 11 characters after "v=" in a YouTube link, e.g. dQw4w9WgXcQ.',
          validation: (rule) =>
            rule.required().regex(YOUTUBE_ID, { name: 'YouTube video id (11 letters, digits, - or _)' }),
        }),
        defineField({ name: 'poster', title: 'Poster image', type: 'imageWithAlt' }),
      ],
    }),
    defineField({
      name: 'parentQuotes',
      title: 'Parent quotes',
      type: 'object',
      group: 'testimonials',
      validation: (rule) => rule.required(),
      fields: [
        headingField('heading', 'Heading'),
        defineField({
          name: 'quotes',
          title: 'Quotes',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
          validation: (rule) => [
            rule.required().min(1).max(4).unique(),
            rule.length(2).warning('The home page is designed for two quotes'),
          ],
        }),
      ],
    }),
    defineField({
      name: 'donation',
      title: 'Donation section',
      type: 'object',
      group: 'donation',
      validation: (rule) => rule.required(),
      fields: [
        headingField('heading', 'Heading'),
        defineField({
          name: 'body',
          title: 'Body',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.required().max(400),
        }),
        presetAmountsField('presetAmounts', 'Preset amounts (USD)', 6),
        defineField({
          ...presetAmountsField('dialogPresetAmounts', 'Preset amounts in the donation dialog (USD)', 8),
          description: 'The amounts a donor can pick inside the dialog; the custom field is always there too.',
        }),
        defineField({
          name: 'customLabel',
          title: 'Custom amount button label',
          type: 'string',
          validation: (rule) => rule.required().max(20),
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'hero.heading', media: 'hero.image' },
    prepare: ({ title, media }) => ({ title: 'Home page', subtitle: title, media }),
  },
})
