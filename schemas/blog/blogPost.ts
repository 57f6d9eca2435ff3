import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity'

import { BLOG_CATEGORIES, blogCategoryTitle } from '../../lib/blog/categories'
import { formatDate, parseIsoDate } from '../../lib/school/clock'
import { articleBlock } from '../fields/fields'
import { noInvisibleCharacters, ownIds, PUBLISHED_ONLY, uniqueAmong, VALIDATION_API_VERSION } from '../fields/rules'
import { altTextField } from '../objects/imageWithAlt'

/** How many published posts the blog's featured row holds. */
export const MAX_FEATURED_POSTS = 2

/** A post may be featured only while fewer than two other published posts are. */
async function featuredRule(featured: boolean | undefined, context: ValidationContext) {
  if (!featured) return true
  const others = await context
    .getClient({ apiVersion: VALIDATION_API_VERSION })
    .fetch<string[]>(
      `*[_type == "blogPost" && featured == true && !(_id in $ids) && ${PUBLISHED_ONLY}] | order(publishedAt desc).title`,
      { ids: ownIds(context) },
    )
  if (others.length < MAX_FEATURED_POSTS) return true
  const titles = others.map((title) => `“${title}”`).join(' and ')
  return `Only ${MAX_FEATURED_POSTS} posts can be featured at once, and ${titles} already are. Turn “Featured” off on one of them first.`
}

/** A blog article: /blog lists it, /blog/<slug> shows it, the RSS feed and the sitemap carry it. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().min(10).max(90).custom(noInvisibleCharacters),
    }),
    defineField({
      name: 'slug',
      title: 'URL name',
      type: 'slug',
      description:
        'The article’s address: /blog/<this>. Generate it from the title; changing it later breaks shared links.',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) => [
        rule
          .required()
          .custom(
            (slug: { current?: string } | undefined) =>
              !slug?.current ||
              /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.current) ||
              'Use lower-case letters, digits and single hyphens only',
          ),
        rule.custom(
          uniqueAmong('blogPost', 'slug.current', (slug) => `Another post already uses /blog/${String(slug)}`),
        ),
        rule.custom(
          (slug: { current?: string } | undefined) =>
            slug?.current !== 'category' || '“category” is kept for the category pages (/blog/category/…)',
        ),
      ],
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description:
        'One or two sentences (80 to 200 characters) for the article card, search results and link previews.',
      validation: (rule) => rule.required().min(80).max(200).custom(noInvisibleCharacters),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: { list: [...BLOG_CATEGORIES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{ type: 'educator' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publish date',
      type: 'date',
      options: { dateFormat: 'MMMM D, YYYY' },
      initialValue: () => new Date().toISOString().slice(0, 10),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'featured',
      title: 'Featured',
      type: 'boolean',
      description: `Shown large at the top of /blog. At most ${MAX_FEATURED_POSTS} published posts at once.`,
      initialValue: false,
      validation: (rule) => rule.custom(featuredRule),
    }),
    defineField({
      name: 'mainImage',
      title: 'Main image',
      type: 'imageWithAlt',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Article',
      type: 'array',
      of: [
        articleBlock(['h2', 'h3']),
        defineArrayMember({
          name: 'blogImage',
          title: 'Image',
          type: 'image',
          options: { hotspot: true },
          fields: [
            altTextField,
            defineField({ name: 'caption', title: 'Caption', type: 'string', validation: (rule) => rule.max(140) }),
          ],
          validation: (rule) => rule.required().assetRequired(),
        }),
      ],
      validation: (rule) => rule.required().min(3),
    }),
  ],
  orderings: [
    { title: 'Publish date, newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title', category: 'category', date: 'publishedAt', featured: 'featured', media: 'mainImage' },
    prepare: ({ title, category, date, featured, media }) => ({
      title,
      subtitle: [
        featured ? '★ Featured' : null,
        typeof category === 'string' ? blogCategoryTitle(category) : null,
        typeof date === 'string' && parseIsoDate(date) ? formatDate(date) : 'No date',
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
