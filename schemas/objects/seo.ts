import { SearchIcon } from '@sanity/icons/Search'
import { defineField, defineType } from 'sanity'

/** The page's title and description for search results and link previews; the canonical URL is the page's own. */
export const seo = defineType({
  name: 'seo',
  title: 'Search & sharing',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description: 'Shown in the browser tab and search results, followed by " | " and the site title.',
      validation: (rule) => rule.required().min(3).max(60),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => [
        rule.required().min(50).max(200),
        rule.max(160).warning('Search engines usually cut descriptions after about 160 characters'),
      ],
    }),
  ],
  validation: (rule) => rule.required(),
})
