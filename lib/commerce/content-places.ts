import { singletonMainDocuments, type MainDocument, type TypePlaces } from '@/lib/content/content-places'

/** The shop's page: where its document shows (composed in lib/content-map.ts). */

export const COMMERCE_STATIC_PAGES = { '/homeschool-materials': 'Homeschool materials' } as const

export const COMMERCE_PLACES = {
  shopPage: { pages: ['/homeschool-materials'] },
} as const satisfies Record<string, TypePlaces>

export const COMMERCE_MAIN_DOCUMENTS: readonly MainDocument[] = singletonMainDocuments([
  ['/homeschool-materials', 'shopPage'],
])
