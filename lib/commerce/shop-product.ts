// What the shop knows about a product: the row's public columns, its derived rating, and whether a file
// exists (browsers no longer see `pdf_url`, the Storage path of the file).
// First: zod without its JIT probe (an eval the CSP refuses), before the schemas below are built.
import '@/lib/validation/jitless'

import { z } from 'zod'

import { previewImageSchema, productSlugSchema } from './product-details'
import type { FixtureProduct } from './products-fixture'
import { PRODUCT_GRADES, PRODUCT_SUBJECTS } from './products-taxonomy'

/** A product as the shop lists it (a row of get_products_with_ratings without `pdf_url`/`image_url`). */
export const shopProductSchema = z.object({
  id: z.guid(),
  title: z.string(),
  slug: productSlugSchema,
  description: z.string(),
  author: z.string().nullable(),
  price: z.number().nonnegative(),
  type: z.string(),
  subjects: z.array(z.enum(PRODUCT_SUBJECTS)),
  grades: z.array(z.enum(PRODUCT_GRADES)),
  instant_download: z.boolean(),
  /** ISO timestamp: the fixture's `…Z` form or Postgres' `…+00:00` form. */
  created_at: z.iso.datetime({ offset: true }),
  average_rating: z.number().min(0).max(5).nullable(),
  review_count: z.number().int().nonnegative(),
  has_file: z.boolean(),
  format: z.string(),
  /** Null while staff have not stated it: the format line then leaves the pages out. */
  page_count: z.number().int().positive().nullable(),
  preview_images: z.array(previewImageSchema),
})

export type ShopProduct = z.infer<typeof shopProductSchema>

/** A product's rating as get_product_rating / get_products_with_ratings report it. */
export interface ProductRating {
  average_rating: number | null
  review_count: number
}

const NO_RATING: ProductRating = { average_rating: null, review_count: 0 }

/** A fixture row (local mode) as the shop sees it: the file path becomes `has_file`, and the rating is added. */
export function toShopProduct(row: FixtureProduct, rating: ProductRating = NO_RATING): ShopProduct {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    author: row.author,
    price: row.price,
    type: row.type,
    subjects: row.subjects,
    grades: row.grades,
    instant_download: row.instant_download,
    created_at: row.created_at,
    average_rating: rating.average_rating,
    review_count: rating.review_count,
    has_file: row.pdf_url !== null,
    format: row.format,
    page_count: row.page_count,
    preview_images: row.preview_images,
  }
}

/** What get_products_with_ratings() answers: every product with its rating and whether it has a file, newest first. */
export const productsAnswer = z.array(shopProductSchema)

/**
 * A product as the shop's list shows, searches and sorts it: without the product page's own details (format,
 * page count, preview images). The list travels to the browser inside the page, so what only the product page
 * shows would weigh on every visit to the shop for nothing.
 */
export const shopListingSchema = shopProductSchema.omit({ format: true, page_count: true, preview_images: true })
export type ShopListing = z.infer<typeof shopListingSchema>

/** The shop's list as the browser keeps it; parsing an RPC answer with it drops the product page's details. */
export const listingAnswer = z.array(shopListingSchema)

export function toShopListing(product: ShopProduct): ShopListing {
  const { format: _format, page_count: _pages, preview_images: _previews, ...listing } = product
  return listing
}
