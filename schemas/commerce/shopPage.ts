import { BasketIcon } from '@sanity/icons/Basket'
import { defineField, defineType } from 'sanity'

import { headingField, introField } from '../fields/fields'

/**
 * /homeschool-materials: the words above the shop. The products themselves live in the shop's database,
 * not in the CMS. The page's search title and description stay in code (docs/content-model.md#shoppage).
 */
export const shopPage = defineType({
  name: 'shopPage',
  title: 'Shop page',
  type: 'document',
  icon: BasketIcon,
  fields: [
    defineField({ ...headingField('heading', 'Heading'), initialValue: 'Homeschool Materials' }),
    defineField({
      ...introField('intro', 'Introduction'),
      description: 'One or two sentences under the heading, above the search box.',
    }),
  ],
  preview: { prepare: () => ({ title: 'Shop page', subtitle: '/homeschool-materials' }) },
})
