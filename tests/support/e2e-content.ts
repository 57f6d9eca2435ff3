import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Browser tests compare the pages with the bundled fixtures (the content the site server serves in
 * local mode), read straight from the NDJSON so a staff edit to a fixture does not need a test edit.
 */
type Doc = { _id: string; _type: string; [key: string]: unknown }

const file = fileURLToPath(new URL('../../studio/fixtures/content.ndjson', import.meta.url))
const docs: Doc[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Doc)

function byId<T>(id: string): T {
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`fixture ${id} missing`)
  return doc as unknown as T
}

type Link = { label: string; url: string }
export type FixtureSettings = {
  title: string
  siteUrl: string
  contact: { email: string; phone: string }
  socialLinks: { platform: string; label: string; url: string }[]
  externalLinks: Record<
    | 'communityNetwork'
    | 'homeworkPortal'
    | 'steamSite'
    | 'gamesSite'
    | 'consultationBooking'
    | 'ebookPdf'
    | 'curriculumSite',
    Link
  >
}
export type FixtureHome = {
  hero: {
    heading: string
    subheading: string
    primaryCtaLabel: string
    secondaryCtaLabel: string
    image: { alt: string }
  }
  curriculumPromo: { heading: string; shareText: string; ctaLabel: string }
  testimonialVideo: { title: string; videoId: string }
  donation: { presetAmounts: number[]; dialogPresetAmounts: number[]; customLabel: string }
}
export type FixturePlan = { name: string; monthlyPrice: number; popular: boolean; order: number; features: string[] }
export type FixtureQuote = { quote: string; author: string; location: string }
export type FixtureProverb = { text: string; origin: string }

export const settings = byId<FixtureSettings>('siteSettings')
export const home = byId<FixtureHome>('homePage')
export const plans = docs
  .filter((d) => d._type === 'plan')
  .map((d) => d as unknown as FixturePlan)
  .sort((a, b) => a.order - b.order)
export const quotes = docs.filter((d) => d._type === 'testimonial').map((d) => d as unknown as FixtureQuote)
export const proverbs = docs
  .filter((d) => d._type === 'proverb')
  .sort((a, b) => a._id.localeCompare(b._id))
  .map((d) => d as unknown as FixtureProverb)

/** The shop's fixture catalogue (local mode), newest first as the shop lists it. */
export type FixtureShopProduct = {
  id: string
  title: string
  slug: string
  description: string
  price: number
  subjects: string[]
  grades: string[]
  instant_download: boolean
  pdf_url: string | null
  created_at: string
  preview_images: Array<{ src: string; alt: string }>
}
export const products: FixtureShopProduct[] = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../lib/commerce/products.fixture.json', import.meta.url)), 'utf8'),
  ) as FixtureShopProduct[]
).sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))

/** Any fixture document by id, or every fixture document of a type (for pages added later). */
export const fixtureById = <T>(id: string): T => byId<T>(id)
export const fixturesOfType = <T>(type: string): T[] =>
  docs.filter((d) => d._type === type).map((d) => d as unknown as T)
