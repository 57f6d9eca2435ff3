import { BookIcon } from '@sanity/icons/Book'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { SELF_PACED_CATEGORIES } from '../../lib/learning/categories'
import { titleField } from '../fields/fields'
import { uniqueAmong } from '../fields/rules'
import { LESSON_TYPES } from './lessons'

export const courseKinds = [
  { title: 'Self-paced', value: 'self-paced' },
  { title: 'College prep', value: 'college' },
] as const

export const selfPacedCategories = SELF_PACED_CATEGORIES

type CourseDocument = { kind?: string }
type Module = { lessons?: unknown[] }

const isSelfPaced = (document: unknown) => (document as CourseDocument | undefined)?.kind === 'self-paced'

/** A course and its lessons, module by module: the catalogue card and the course player read it. */
export const course = defineType({
  name: 'course',
  title: 'Course',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'card', title: 'Catalogue card', default: true },
    { name: 'lessons', title: 'Modules & lessons' },
  ],
  fields: [
    defineField({ ...titleField(80), group: 'card' }),
    defineField({
      name: 'slug',
      title: 'URL name',
      type: 'slug',
      group: 'card',
      description: 'The lower-case, hyphenated title: /course/<this>. Changing it breaks shared links.',
      options: { source: 'title', maxLength: 80 },
      validation: (rule) =>
        rule
          .required()
          .custom(uniqueAmong('course', 'slug.current', (slug) => `Another course already uses ${String(slug)}`)),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      group: 'card',
      options: { list: [...courseKinds], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'card',
      options: { list: [...selfPacedCategories] },
      hidden: ({ document }) => !isSelfPaced(document),
      validation: (rule) =>
        rule.custom((category, context) =>
          !isSelfPaced(context.document) || category ? true : 'A self-paced course needs a category',
        ),
    }),
    defineField({
      name: 'level',
      title: 'Level',
      type: 'string',
      group: 'card',
      description: 'e.g. "Beginner · Ages 8+"',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'duration',
      title: 'Length',
      type: 'string',
      group: 'card',
      description: 'e.g. "16 weeks"',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'price',
      title: 'Price (USD)',
      type: 'number',
      group: 'card',
      validation: (rule) =>
        rule
          .min(0)
          .precision(2)
          .custom((price, context) =>
            !isSelfPaced(context.document) || typeof price === 'number' ? true : 'A self-paced course needs a price',
          ),
    }),
    defineField({ name: 'image', title: 'Card image', type: 'imageWithAlt', group: 'card' }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'card',
      validation: (rule) => rule.required().min(40).max(400),
    }),
    defineField({
      name: 'features',
      title: 'Feature lines',
      type: 'array',
      group: 'card',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(100) })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({
      name: 'comingSoon',
      title: 'Coming soon',
      type: 'boolean',
      group: 'card',
      description:
        'The catalogue shows a disabled "Coming Soon" button instead of enrolment, its links read "Preview the course", the course quiz says its lessons are free to try now, and the player shows a preview ribbon.',
      initialValue: true,
    }),
    defineField({
      name: 'modules',
      title: 'Modules',
      type: 'array',
      group: 'lessons',
      of: [
        defineArrayMember({
          name: 'courseModule',
          title: 'Module',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(100),
            }),
            defineField({
              name: 'lessons',
              title: 'Lessons',
              type: 'array',
              of: LESSON_TYPES.map((type) => defineArrayMember({ type })),
              validation: (rule) => rule.required().min(1).max(20),
            }),
          ],
          preview: {
            select: { title: 'title', lessons: 'lessons' },
            prepare: ({ title, lessons }: { title?: string; lessons?: unknown[] }) => ({
              title,
              subtitle: `${lessons?.length ?? 0} lessons`,
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(12)
          .custom((modules: Module[] | undefined) => {
            const keys = (modules ?? []).flatMap((module) =>
              (module.lessons ?? []).map((lesson) => (lesson as { _key?: string })._key),
            )
            if (keys.length > 60) return 'A course holds at most 60 lessons'
            // A lesson's key names it in learners' saved progress, so it must be unique in the whole course.
            return new Set(keys).size === keys.length || 'Two lessons share a key; duplicate a lesson by adding it anew'
          }),
    }),
  ],
  orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', kind: 'kind', duration: 'duration', price: 'price', media: 'image', modules: 'modules' },
    prepare: ({ title, kind, duration, price, media }) => ({
      title,
      subtitle: [
        kind === 'college' ? 'College prep' : 'Self-paced',
        duration,
        typeof price === 'number' ? `$${price}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
