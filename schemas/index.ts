import type { SchemaTypeDefinition } from 'sanity'

import { plan } from './documents/plan'
import { proverb } from './documents/proverb'
import { testimonial } from './documents/testimonial'
import { badge } from './objects/badge'
import { contactInfo } from './objects/contactInfo'
import { externalLinks } from './objects/externalLinks'
import { imageWithAlt } from './objects/imageWithAlt'
import { linkWithLabel } from './objects/linkWithLabel'
import { socialLink } from './objects/socialLink'
import { homePage } from './singletons/homePage'
import { siteSettings } from './singletons/siteSettings'

/** Document types edited as exactly one document each, with the document id equal to the type name. */
export const singletonTypes: ReadonlySet<string> = new Set(['siteSettings', 'homePage'])

/** Document types staff create any number of. */
export const documentTypes = ['plan', 'testimonial', 'proverb'] as const

export const schemaTypes: SchemaTypeDefinition[] = [
  // singletons
  siteSettings,
  homePage,
  // documents
  plan,
  testimonial,
  proverb,
  // objects
  imageWithAlt,
  linkWithLabel,
  socialLink,
  badge,
  contactInfo,
  externalLinks,
]
