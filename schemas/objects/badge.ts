import { StarIcon } from '@sanity/icons/Star'
import { defineField, defineType } from 'sanity'

import { BADGE_KIND_TITLES, BADGE_KINDS } from '../../lib/site/badge-kinds'

/**
 * A badge in the footer: what the school can show it was granted, or the published standards its curriculum is
 * aligned to. A visitor can only trust a claim that names who makes it and lets them check it, so the awarding
 * body and a link to it are required (the launch check also warns about a badge without them, in a dataset
 * written before they were).
 */
export const badge = defineType({
  name: 'badge',
  title: 'Recognition badge',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Label',
      type: 'string',
      description:
        'What the badge says, e.g. "English and math aligned to the Common Core State Standards". Claim only what the school can show.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      description:
        'An accreditation or an award is granted by someone; a standards badge says which published standards the curriculum follows. The FAQ\'s accreditation answer must agree: "Yes" only with an Accreditation badge.',
      options: {
        list: BADGE_KINDS.map((value) => ({ value, title: BADGE_KIND_TITLES[value] })),
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'awardingBody',
      title: 'Awarding body',
      type: 'string',
      description:
        'Who grants the accreditation or the award, or publishes the standards, e.g. "NGA Center for Best Practices and CCSSO". Shown in the footer.',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'url',
      title: 'Link to the awarding body',
      type: 'url',
      description:
        "The awarding body's page where a visitor can check the claim (its list of accredited schools, the award's winners, the standards themselves).",
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'year',
      title: 'Year (optional)',
      type: 'number',
      description: 'The year it was granted, for an award or an accreditation. Shown after the label.',
      validation: (rule) => rule.integer().min(1900).max(2100),
    }),
    defineField({
      name: 'image',
      title: 'Badge image',
      type: 'imageWithAlt',
      description:
        'The footer writes the label out beside it, so let the alternative text describe the emblem (e.g. "Green seal with a gold check mark").',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'awardingBody', media: 'image' } },
})
