import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineType } from 'sanity'

import { headingField, introField, seoField } from '../fields/fields'

/** /blog and its category pages: the hero and the section headings around the posts (the posts themselves are Blog Posts). */
export const blogPage = defineType({
  name: 'blogPage',
  title: 'Blog page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    seoField,
    headingField('heading', 'Heading'),
    introField('intro', 'Introduction'),
    headingField('featuredHeading', 'Featured articles: heading'),
    headingField('articlesHeading', 'All articles: heading'),
    introField('emptyCategory', 'When a category has no articles yet', 200),
  ],
  preview: { prepare: () => ({ title: 'Blog page', subtitle: '/blog' }) },
})
