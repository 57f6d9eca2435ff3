import { singletonMainDocuments, type MainDocument, type TypePlaces } from '@/lib/content/content-places'

/** The careers page: where its documents show (composed in lib/content-map.ts). */

export const CAREERS_STATIC_PAGES = { '/careers': 'Careers' } as const

export const CAREERS_PLACES = {
  careersPage: { pages: ['/careers'] },
  careerPosition: { pages: ['/careers'] },
} as const satisfies Record<string, TypePlaces>

export const CAREERS_MAIN_DOCUMENTS: readonly MainDocument[] = singletonMainDocuments([['/careers', 'careersPage']])
