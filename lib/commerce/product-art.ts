// The picture a shop product shows: products carry no image, so each subject has an illustration
// (public/shop/subjects/<subject-slug>.svg) and a product shows its first subject's.
import { PRODUCT_SUBJECTS, type ProductSubject } from './products-taxonomy'
import type { ShopProduct } from './shop-product'

/** Every subject illustration is 400 x 300 (4:3). */
export const PRODUCT_ART_WIDTH = 400
export const PRODUCT_ART_HEIGHT = 300

/** The cards of the shop's first screen at its widest (one row of three), whose art loads at once. */
export const LEAD_PRODUCT_CARDS = 3

export type ProductArtLoading = 'inline' | 'eager' | 'lazy'

/**
 * How the art of the card at `index` loads. The first card's arrives inside the page's HTML: it is the first
 * screen's largest paint at every width, and on a phone the only card there. The rest of a wide screen's first row
 * loads at once; being no larger, their art never becomes the largest paint, so a request of their own delays
 * nothing that is measured, and a phone's document no longer carries art its first screen does not show. The rest
 * loads as the list scrolls.
 */
export function productArtLoading(index: number): ProductArtLoading {
  if (index === 0) return 'inline'
  return index < LEAD_PRODUCT_CARDS ? 'eager' : 'lazy'
}

/** A product without a subject: a stack of books. */
export const FALLBACK_PRODUCT_ART = {
  src: '/shop/materials.svg',
  alt: 'Illustration for homeschool materials',
} as const

export interface ProductArt {
  src: string
  alt: string
}

/** "Art & Music" → "art-music", "English Language Arts" → "english-language-arts". */
export function subjectSlug(subject: ProductSubject): string {
  return subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The illustration of a subject, as a site path. */
export function subjectArt(subject: ProductSubject): ProductArt {
  return { src: `/shop/subjects/${subjectSlug(subject)}.svg`, alt: `Illustration for ${subject} materials` }
}

/** The picture for a product: its first known subject's illustration, or the general one. */
export function productArt(product: Pick<ShopProduct, 'subjects'>): ProductArt {
  const subject = product.subjects.find((candidate) => (PRODUCT_SUBJECTS as readonly string[]).includes(candidate))
  return subject ? subjectArt(subject) : { ...FALLBACK_PRODUCT_ART }
}
