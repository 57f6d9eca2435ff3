import { DocumentsIcon } from '@sanity/icons/Documents'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineArrayMember, defineField, defineType, getPublishedId, type ValidationContext } from 'sanity'

import { formatDate, parseIsoDate } from '../../lib/school/clock'
import { lockedSlugOf, pagePath } from '../../lib/site/page-paths'
import { isReservedSlug } from '../../lib/site/reserved-slugs'
import { articleBlock, introField, linkAnnotation, seoField } from '../fields/fields'
import { noInvisibleCharacters, uniqueAmong } from '../fields/rules'

type SlugValue = { current?: string } | undefined

/** A page's URL name: the site's own addresses are taken, and a page a form links to keeps its address. */
function slugRule(slug: SlugValue, context: ValidationContext) {
  const current = slug?.current
  if (!current) return true
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current)) return 'Use lower-case letters, digits and single hyphens only'
  if (isReservedSlug(current)) return `${pagePath(current)} is already an address of the site. Choose another URL name.`
  const locked = context.document ? lockedSlugOf(getPublishedId(context.document._id)) : null
  if (locked && current !== locked) {
    return `The site's forms link to ${pagePath(locked)}: keep “${locked}” as this page's URL name.`
  }
  return true
}

/** Short answers: paragraphs, bullets, bold, italic and links. */
const answerBlock = defineArrayMember({
  type: 'block',
  styles: [{ title: 'Paragraph', value: 'normal' }],
  lists: [{ title: 'Bullets', value: 'bullet' }],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: [linkAnnotation],
  },
})

const faqQuestion = defineArrayMember({
  name: 'faqQuestion',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      validation: (rule) => rule.required().min(8).max(160).custom(noInvisibleCharacters),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'array',
      of: [answerBlock],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: { select: { title: 'question' } },
})

const faqTopic = defineArrayMember({
  name: 'faqTopic',
  title: 'Topic',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Topic',
      type: 'string',
      description: 'A heading over its questions, listed in the page’s contents (“Payments and refunds”).',
      validation: (rule) => rule.required().max(60).custom(noInvisibleCharacters),
    }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      of: [faqQuestion],
      validation: (rule) => rule.required().min(1).max(20),
    }),
  ],
  preview: {
    select: { title: 'title', questions: 'questions' },
    prepare: ({ title, questions }) => ({
      title,
      subtitle: `${Array.isArray(questions) ? questions.length : 0} questions`,
    }),
  },
})

/** The school's contact details as Site settings hold them, placed inside the text (they change in one place). */
const contactDetails = defineArrayMember({
  name: 'contactDetails',
  title: 'School contact details',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'note',
      title: 'Line above the details',
      type: 'string',
      description:
        'Optional, e.g. “Write to us at:”. The e-mail, phone and address themselves come from Site settings.',
      validation: (rule) => rule.max(120),
    }),
  ],
  preview: {
    select: { note: 'note' },
    prepare: ({ note }) => ({ title: 'School contact details (from Site settings)', subtitle: note }),
  },
})

/**
 * A page of text staff write and keep up to date: the privacy policy, terms of use, refund policy, the FAQ.
 * Shown at `/<slug>` with a table of contents built from its headings (and FAQ topics), the date it last
 * changed, and, until someone removes it, a notice that it awaits review.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'faq', title: 'Questions and answers' },
    { name: 'seo', title: 'Search & sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      description: 'The page’s heading, also its name in the footer.',
      validation: (rule) => rule.required().min(3).max(80).custom(noInvisibleCharacters),
    }),
    defineField({
      name: 'slug',
      title: 'URL name',
      type: 'slug',
      group: 'content',
      description: 'The page’s address: /<this>. Changing it later breaks links people have saved.',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) => [
        rule.required().custom(slugRule),
        rule.custom(uniqueAmong('page', 'slug.current', (slug) => `Another page already uses /${String(slug)}`)),
      ],
    }),
    { ...introField('intro', 'Introduction'), group: 'content' },
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      group: 'content',
      description:
        'Shown under the title. Change it when what the page says changes (a new rule, a new service), not for a typo.',
      options: { dateFormat: 'MMMM D, YYYY' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'reviewNotice',
      title: 'Review notice',
      type: 'text',
      rows: 3,
      group: 'content',
      description:
        'Shown in a box at the top of the page while the page awaits review. Empty this field once the academy’s adviser has approved the text. `npm run check:content` lists every page that still has one.',
      validation: (rule) => rule.min(20).max(300),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      group: 'content',
      description: 'Headings make the page’s table of contents; subheadings are listed under their heading.',
      of: [articleBlock(['h2', 'h3']), contactDetails],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'faq',
      title: 'Questions and answers',
      type: 'array',
      group: 'faq',
      description:
        'Optional: questions grouped by topic, shown after the text as answers that open on a click, and described to search engines as an FAQ.',
      of: [faqTopic],
      validation: (rule) => rule.max(12),
    }),
    { ...seoField, group: 'seo' },
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', lastUpdated: 'lastUpdated', reviewNotice: 'reviewNotice' },
    prepare: ({ title, slug, lastUpdated, reviewNotice }) => ({
      title,
      subtitle: [
        typeof slug === 'string' ? pagePath(slug) : 'No URL name',
        typeof lastUpdated === 'string' && parseIsoDate(lastUpdated) ? `updated ${formatDate(lastUpdated)}` : null,
        reviewNotice ? 'awaiting review' : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
