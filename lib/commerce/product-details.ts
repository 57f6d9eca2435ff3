// First: zod without its JIT probe (an eval the CSP refuses), before the schemas below are built.
import '@/lib/validation/jitless'

import { z } from 'zod'

/**
 * What a product page adds to a shop row: its address, its format and length, and pictures of its pages. The
 * table's checks (supabase/migrations/20261128000100_product_details.sql) hold the same rules.
 */

/** Lower-case words joined by single hyphens: "adinkra-symbols-coloring-meaning-book". */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PRODUCT_SLUG_MAX = 100
export const PRODUCT_FORMAT_MAX = 40

/** A picture of the product's cover or one of its pages; the alt text says what the page shows. */
export const previewImageSchema = z
  .object({
    /** A site path (/shop/previews/…) or an https address. */
    src: z.string().regex(/^(\/[^/]|https:\/\/)/),
    alt: z.string().trim().min(1),
  })
  .strict()

export type PreviewImage = z.infer<typeof previewImageSchema>

export const productSlugSchema = z.string().max(PRODUCT_SLUG_MAX).regex(PRODUCT_SLUG_PATTERN)
