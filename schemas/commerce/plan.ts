import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { orderRankOrdering } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity'

import {
  DEFAULT_PLAN_PRICING,
  SIBLING_DISCOUNT_MAX,
  SIBLING_NOTE_MAX,
} from '../../supabase/functions/_shared/validation/plan-pricing'
import { displayOrderFields } from '../fields/fields'
import { ownIds, PUBLISHED_ONLY, uniqueAmong, VALIDATION_API_VERSION } from '../fields/rules'

export const planKeys = [
  { title: 'Core', value: 'core' },
  { title: 'Full', value: 'full' },
  { title: 'Electives', value: 'electives' },
] as const

export const planPricings = [
  { title: 'Per child', value: 'perChild' },
  { title: 'Per family', value: 'perFamily' },
] as const

/** The largest class a plan may promise; a sanity bound on a typo, not a school policy. */
const MAX_CLASS_SIZE_LIMIT = 40

/** A sibling discount only means something on a per-child plan. */
function checkSiblingDiscount(value: number | undefined, context: ValidationContext) {
  const pricing = (context.document as { pricing?: unknown } | undefined)?.pricing
  if (typeof value === 'number' && value > 0 && pricing === 'perFamily') {
    return 'A per-family plan has one price for the whole family: remove the sibling discount or price per child'
  }
  return true
}

const isKeyUnique = uniqueAmong('plan', 'key', (key) => `Another plan already uses the key "${String(key)}"`)

async function checkPopular(popular: boolean | undefined, context: ValidationContext) {
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION })
  const othersPopular = await client.fetch<number>(
    `count(*[_type == "plan" && popular == true && !(_id in $ids) && ${PUBLISHED_ONLY}])`,
    { ids: ownIds(context) },
  )
  if (popular && othersPopular > 0) return 'Another plan is already marked "Most Popular"; only one should be'
  if (!popular && othersPopular === 0) return 'No plan is marked "Most Popular"; mark exactly one'
  return true
}

export const plan = defineType({
  name: 'plan',
  title: 'Plan',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'Ties the plan to its fixed payment product. Each key is used by exactly one plan.',
      options: { list: [...planKeys], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().custom(isKeyUnique),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'monthlyPrice',
      title: 'Monthly price (USD)',
      type: 'number',
      description: 'Shown as "$350/month". What is charged comes from the payment provider.',
      validation: (rule) => rule.required().greaterThan(0).precision(2).max(10000),
    }),
    defineField({
      name: 'pricing',
      title: 'Pricing',
      type: 'string',
      description:
        'Per child: the monthly price is charged for each child enrolled. Per family: one monthly price covers all the children. Enrolment charges by this rule.',
      options: { list: [...planPricings], layout: 'radio', direction: 'horizontal' },
      initialValue: DEFAULT_PLAN_PRICING,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'siblingDiscountPercent',
      title: 'Sibling discount (%)',
      type: 'number',
      description: `Whole percent off each child after the first, from 0 to ${SIBLING_DISCOUNT_MAX}. Per-child plans only; leave empty for none. Enrolment charges it.`,
      validation: (rule) => rule.integer().min(0).max(SIBLING_DISCOUNT_MAX).custom(checkSiblingDiscount),
    }),
    defineField({
      name: 'siblingNote',
      title: 'Sibling note',
      type: 'string',
      description: `Shown beside the price, e.g. "Second child: 10 % off". Keep it in line with the discount. At most ${SIBLING_NOTE_MAX} characters.`,
      validation: (rule) => rule.max(SIBLING_NOTE_MAX),
    }),
    defineField({
      name: 'maxClassSize',
      title: 'Largest class',
      type: 'number',
      description: 'Shown as "Classes of at most N". Leave empty to say nothing.',
      validation: (rule) => rule.integer().min(2).max(MAX_CLASS_SIZE_LIMIT),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'features',
      title: 'Feature lines',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(100) })],
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({
      name: 'popular',
      title: 'Most popular',
      type: 'boolean',
      description: 'Shows the "Most Popular" badge. Mark exactly one plan.',
      initialValue: false,
      validation: (rule) => rule.custom(checkPopular).warning(),
    }),
    defineField({
      name: 'scheduleSummary',
      title: 'Schedule summary',
      type: 'string',
      description: 'e.g. "Mon/Wed/Fri"',
      validation: (rule) => rule.max(60),
    }),
    ...displayOrderFields('plan'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: {
      name: 'name',
      price: 'monthlyPrice',
      pricing: 'pricing',
      popular: 'popular',
      schedule: 'scheduleSummary',
    },
    prepare: ({ name, price, pricing, popular, schedule }) => ({
      title: `${name ?? 'Untitled plan'}${popular ? ' ★ Most Popular' : ''}`,
      subtitle: [
        typeof price === 'number'
          ? `$${price}/month ${pricing === 'perFamily' ? 'per family' : 'per child'}`
          : 'No price',
        schedule,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
