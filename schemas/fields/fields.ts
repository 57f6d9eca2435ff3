import { orderRankField } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField } from 'sanity'

import { LINK_SCHEMES } from '../../lib/content/link-href'
import { linkHrefRule, noInvisibleCharacters } from './rules'

/** Fields every page singleton shares. */
export const seoField = defineField({ name: 'seo', title: 'Search & sharing', type: 'seo' })

export const headingField = (name: string, title: string, max = 80) =>
  defineField({ name, title, type: 'string', validation: (rule) => rule.required().max(max) })

export const introField = (name: string, title: string, max = 400) =>
  defineField({ name, title, type: 'text', rows: 3, validation: (rule) => rule.required().min(20).max(max) })

/** A document's `title`: one required line of at most `max` characters, with no invisible control characters. */
export const titleField = (max: number) =>
  defineField({
    name: 'title',
    title: 'Title',
    type: 'string',
    validation: (rule) => rule.required().max(max).custom(noInvisibleCharacters),
  })

/** A document's or an item's `description`: a short required paragraph of 20 to `max` characters. */
export const descriptionField = (max = 400) =>
  defineField({
    name: 'description',
    title: 'Description',
    type: 'text',
    rows: 3,
    validation: (rule) => rule.required().min(20).max(max),
  })

/**
 * A link staff type and the site renders (Portable Text links, the footer's quick links): another site
 * (https/http), a path on this site, mail or a phone number. `linkHrefRule` accepts exactly what the site
 * renders as a link, so a javascript:, data: or file: link, or a path such as "/\evil.example" that
 * browsers open on another host, cannot be saved. The `uri` rule stays: a url field otherwise gets
 * Sanity's default (absolute http/https only), and with `allowRelative` the Studio shows a plain text
 * input that takes a path.
 */
export const linkHrefField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'url',
    description: 'A full address for another site (https://…), a path on this site (/events), mailto: or tel:',
    validation: (rule) =>
      rule
        .required()
        .uri({ scheme: [...LINK_SCHEMES], allowRelative: true })
        .custom(linkHrefRule),
  })

export const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [linkHrefField('href', 'URL')],
})

/**
 * The paragraph block of long Portable Text (articles, reading lessons): paragraphs, two heading levels,
 * quotes, bulleted and numbered lists, bold, italic (plus `extraDecorators`) and links.
 */
export const articleBlock = (
  headings: readonly [string, string],
  extraDecorators: ReadonlyArray<{ title: string; value: string }> = [],
) =>
  defineArrayMember({
    type: 'block',
    styles: [
      { title: 'Paragraph', value: 'normal' },
      { title: 'Heading', value: headings[0] },
      { title: 'Subheading', value: headings[1] },
      { title: 'Quote', value: 'blockquote' },
    ],
    lists: [
      { title: 'Bullets', value: 'bullet' },
      { title: 'Numbered', value: 'number' },
    ],
    marks: {
      decorators: [{ title: 'Bold', value: 'strong' }, { title: 'Italic', value: 'em' }, ...extraDecorators],
      annotations: [linkAnnotation],
    },
  })

/** Portable Text with paragraphs, bold, italic and links: bios and other short prose. */
export const simpleProseField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'block',
        styles: [{ title: 'Paragraph', value: 'normal' }],
        lists: [],
        marks: {
          decorators: [
            { title: 'Bold', value: 'strong' },
            { title: 'Italic', value: 'em' },
          ],
          annotations: [linkAnnotation],
        },
      }),
    ],
    validation: (rule) => rule.required().min(1).max(8),
  })

/**
 * Where a document sits in its list, set by dragging it in the Studio's list (`@sanity/orderable-document-list`
 * keeps a sortable `orderRank` string; a new document goes last). The number staff used to type (`order`)
 * stays, hidden, so documents that still carry it remain valid; nothing reads it.
 */
export const displayOrderFields = (type: string) => [
  orderRankField({ type, newItemPosition: 'after' }),
  defineField({
    name: 'order',
    title: 'Order (replaced by dragging in the list)',
    type: 'number',
    hidden: true,
    readOnly: true,
  }),
]
