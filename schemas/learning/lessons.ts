import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { EditIcon } from '@sanity/icons/Edit'
import { PlayIcon } from '@sanity/icons/Play'
import { TaskIcon } from '@sanity/icons/Task'
import { TransferIcon } from '@sanity/icons/Transfer'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { embeddedVideo } from '../../lib/site/video-embed'
import { articleBlock, descriptionField } from '../fields/fields'
import { correctOptionRule, requiredWholeNumber } from '../fields/rules'
import { instructionsField, lessonBaseFields, lessonPreview } from './lessonFields'

/** The lesson types a course module holds; each carries the content its player needs. */

type VideoFields = { videoFile?: { asset?: unknown } }

export const videoLesson = defineType({
  name: 'videoLesson',
  title: 'Video lesson',
  type: 'object',
  icon: PlayIcon,
  fieldsets: [
    {
      name: 'video',
      title: 'Video',
      description:
        'A link or a file. Until one is set the lesson opens with its transcript and says the video is coming.',
    },
  ],
  fields: [
    ...lessonBaseFields,
    defineField({
      name: 'videoUrl',
      title: 'YouTube or Vimeo link',
      type: 'url',
      fieldset: 'video',
      description:
        'A YouTube or Vimeo link as you copy it from the site. It plays in the privacy-enhanced player, only after the learner presses play.',
      validation: (rule) =>
        rule.uri({ scheme: ['https'] }).custom((url: string | undefined, context) => {
          if (!url) return true
          if ((context.parent as VideoFields | undefined)?.videoFile?.asset) return 'Use a link or a file, not both'
          return embeddedVideo(url) ? true : 'Use a link to one YouTube or Vimeo video (not a playlist or channel)'
        }),
    }),
    defineField({
      name: 'videoFile',
      title: 'Video file',
      type: 'file',
      fieldset: 'video',
      description: 'An MP4 or WebM file, with its captions below.',
      options: { accept: 'video/mp4,video/webm' },
    }),
    defineField({
      name: 'captions',
      title: 'Captions (.vtt)',
      type: 'file',
      fieldset: 'video',
      description: 'The WebVTT captions of the video file, in English. A file is shown only with its captions.',
      options: { accept: '.vtt,text/vtt' },
      validation: (rule) =>
        rule.custom((captions: { asset?: unknown } | undefined, context) => {
          const file = (context.parent as VideoFields | undefined)?.videoFile
          if (file?.asset && !captions?.asset) return 'A video file needs its captions'
          return true
        }),
    }),
    descriptionField(600),
    defineField({
      name: 'transcript',
      title: 'Transcript',
      type: 'text',
      rows: 10,
      description: 'Everything said in the video, for learners who read rather than listen.',
      validation: (rule) => rule.required().min(100).max(8000),
    }),
    defineField({
      name: 'resources',
      title: 'Downloadable resources',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'lessonResource',
          title: 'Resource',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'file',
              title: 'File',
              type: 'file',
              options: { accept: 'application/pdf' },
              validation: (rule) => rule.required().assetRequired(),
            }),
          ],
          preview: { select: { title: 'title' } },
        }),
      ],
      validation: (rule) => rule.max(6),
    }),
  ],
  preview: lessonPreview('Video'),
})

export const textLesson = defineType({
  name: 'textLesson',
  title: 'Reading lesson',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    ...lessonBaseFields,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [articleBlock(['h3', 'h4'], [{ title: 'Code', value: 'code' }])],
      validation: (rule) => rule.required().min(2),
    }),
  ],
  preview: lessonPreview('Reading'),
})

type Scenario = { options?: string[]; correctIndex?: number }

export const exerciseLesson = defineType({
  name: 'exerciseLesson',
  title: 'Exercise lesson',
  type: 'object',
  icon: TaskIcon,
  fields: [
    ...lessonBaseFields,
    instructionsField,
    defineField({
      name: 'rightAnswerPraise',
      title: 'Praise for a right answer',
      type: 'string',
      description:
        'Shown after "Correct!" when a learner picks the right option, e.g. "You matched the greeting to the person." ' +
        'Name what this exercise practises. Leave it empty and a right answer says only "Correct!".',
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'scenarios',
      title: 'Scenarios',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'exerciseScenario',
          title: 'Scenario',
          type: 'object',
          fields: [
            defineField({
              name: 'situation',
              title: 'Situation',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().min(10).max(600),
            }),
            defineField({
              name: 'options',
              title: 'Options',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(200) })],
              validation: (rule) => rule.required().min(2).max(6).unique(),
            }),
            defineField({
              name: 'correctIndex',
              title: 'Correct option',
              type: 'number',
              description: 'Which of the options above is right, by its position.',
              options: {
                list: ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'].map((title, value) => ({
                  title,
                  value,
                })),
                layout: 'radio',
                direction: 'horizontal',
              },
              validation: (rule) => [
                correctOptionRule(rule),
                rule.custom((index: number | undefined, context) => {
                  const options = (context.parent as Scenario | undefined)?.options ?? []
                  return (
                    index === undefined ||
                    index < options.length ||
                    `There are only ${options.length} options (0 to ${options.length - 1})`
                  )
                }),
              ],
            }),
            defineField({
              name: 'explanation',
              title: 'Explanation',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().min(10).max(800),
            }),
          ],
          preview: { select: { title: 'situation' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: lessonPreview('Exercise'),
})

export const writingLesson = defineType({
  name: 'writingLesson',
  title: 'Writing lesson',
  type: 'object',
  icon: EditIcon,
  fields: [
    ...lessonBaseFields,
    defineField({
      name: 'prompt',
      title: 'Prompt',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(20).max(1200),
    }),
    defineField({
      name: 'rubric',
      title: 'Rubric',
      type: 'array',
      description: 'What a strong response does, one point per line.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(200) })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({
      name: 'minimumWords',
      title: 'Minimum words',
      type: 'number',
      initialValue: 100,
      validation: (rule) => requiredWholeNumber(rule, 'Give the fewest words a response may have', 1, 2000),
    }),
  ],
  preview: lessonPreview('Writing'),
})

export const matchingLesson = defineType({
  name: 'matchingLesson',
  title: 'Matching lesson',
  type: 'object',
  icon: TransferIcon,
  fields: [
    ...lessonBaseFields,
    instructionsField,
    defineField({
      name: 'pairs',
      title: 'Pairs to match',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'matchingPair',
          title: 'Pair',
          type: 'object',
          fields: [
            defineField({ name: 'term', title: 'Term', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({
              name: 'meaning',
              title: 'Meaning',
              type: 'string',
              validation: (rule) => rule.required().max(160),
            }),
          ],
          preview: { select: { title: 'term', subtitle: 'meaning' } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(3)
          .max(12)
          .custom((pairs: Array<{ term?: string; meaning?: string }> | undefined) => {
            const terms = (pairs ?? []).map((pair) => pair.term?.trim().toLowerCase())
            const meanings = (pairs ?? []).map((pair) => pair.meaning?.trim().toLowerCase())
            if (new Set(terms).size !== terms.length) return 'Each term appears once'
            if (new Set(meanings).size !== meanings.length) return 'Each meaning appears once'
            return true
          }),
    }),
  ],
  preview: lessonPreview('Matching'),
})

export const LESSON_TYPES = ['videoLesson', 'textLesson', 'exerciseLesson', 'writingLesson', 'matchingLesson'] as const
