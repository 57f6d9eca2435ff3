import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { orderRankOrdering } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { isQuizValue, QUIZ_CATEGORIES, QUIZ_VALUES } from '../../lib/learning/quiz-values'
import { displayOrderFields } from '../fields/fields'
import { uniqueAmong } from '../fields/rules'

type QuestionDocument = { category?: string }

/** One question of the course quiz on /self-paced; the recommendation rules read each option's value. */
export const courseQuizQuestion = defineType({
  name: 'courseQuizQuestion',
  title: 'Course quiz question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'category',
      title: 'What it asks about',
      type: 'string',
      description: 'The recommendation rules read the answer by this category. Each category is asked once.',
      options: { list: QUIZ_CATEGORIES.map((value) => ({ title: value[0]!.toUpperCase() + value.slice(1), value })) },
      validation: (rule) =>
        rule
          .required()
          .custom(
            uniqueAmong(
              'courseQuizQuestion',
              'category',
              (category) => `The quiz already asks about ${String(category)}`,
            ),
          ),
    }),
    ...displayOrderFields('courseQuizQuestion'),
    defineField({
      name: 'options',
      title: 'Options',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'quizOption',
          title: 'Option',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required().max(100),
            }),
            defineField({
              name: 'value',
              title: 'Value the rules read',
              type: 'string',
              description: `Age: ${QUIZ_VALUES.age.map((option) => option.value).join(', ')}. Interest: ${QUIZ_VALUES.interest
                .map((option) => option.value)
                .join(
                  ', ',
                )}. Time: ${QUIZ_VALUES.time.map((option) => option.value).join(', ')}. Style: ${QUIZ_VALUES.style
                .map((option) => option.value)
                .join(', ')}. Goal: ${QUIZ_VALUES.goal.map((option) => option.value).join(', ')}.`,
              validation: (rule) =>
                rule.required().custom((value: string | undefined, context) => {
                  const category = (context.document as QuestionDocument | undefined)?.category
                  if (!value || !category) return true
                  return isQuizValue(category, value) || `"${value}" is not a ${category} value the rules know`
                }),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .max(6)
          .custom((options: Array<{ value?: string }> | undefined) => {
            const values = (options ?? []).map((option) => option.value)
            return new Set(values).size === values.length || 'Two options carry the same value'
          }),
    }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'question', category: 'category' },
    prepare: ({ title, category }) => ({ title: title ?? 'Untitled question', subtitle: category }),
  },
})
