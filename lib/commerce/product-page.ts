// A product's own page (docs/behaviour.md#product-page): its address and the line that says what it is.
import { PRODUCT_GRADES } from './products-taxonomy'
import type { ProductRating, ShopProduct } from './shop-product'

export const SHOP_PATH = '/homeschool-materials'

/** Where a product's page is: /homeschool-materials/<slug>. */
export const productPath = (slug: string) => `${SHOP_PATH}/${slug}`

/** The product a page address names; slugs are matched exactly, as stored. */
export function findProductBySlug<Product extends Pick<ShopProduct, 'slug'>>(
  products: readonly Product[],
  slug: string,
): Product | undefined {
  return products.find((product) => product.slug === slug)
}

const gradeIndex = (grade: string) => (PRODUCT_GRADES as readonly string[]).indexOf(grade)

/**
 * "3rd Grade to 5th Grade" for grades that follow one another in the school's order, otherwise each grade
 * named ("9th Grade, 12th Grade"), so a band never claims a grade the product does not cover.
 */
export function gradeBand(grades: readonly string[]): string {
  const indexes = grades.map(gradeIndex)
  const consecutive =
    grades.length > 1 && indexes.every((index, at) => index >= 0 && (at === 0 || index === indexes[at - 1]! + 1))
  return consecutive ? `${grades[0]} to ${grades[grades.length - 1]}` : grades.join(', ')
}

/** "PDF · 28 pages · 3rd Grade to 5th Grade · Math, History": the parts not known are left out. */
export function formatLine(product: Pick<ShopProduct, 'format' | 'page_count' | 'grades' | 'subjects'>): string {
  const pages =
    product.page_count === null ? '' : `${product.page_count} ${product.page_count === 1 ? 'page' : 'pages'}`
  return [product.format, pages, gradeBand(product.grades), product.subjects.join(', ')]
    .filter((part) => part.trim() !== '')
    .join(' · ')
}

/** The average and count of these reviews: the same mean get_product_rating computes, over the list shown. */
export function ratingOf(reviews: readonly { rating: number }[]): ProductRating {
  if (reviews.length === 0) return { average_rating: null, review_count: 0 }
  const total = reviews.reduce((sum, review) => sum + review.rating, 0)
  return { average_rating: total / reviews.length, review_count: reviews.length }
}
