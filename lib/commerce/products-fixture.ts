// The product catalogue used in local mode (no Supabase configured). supabase/seed.sql is generated
// from the same JSON (`npm run db:seed-sql`), so local mode and a seeded database list the same rows.
import { z } from 'zod'

import { previewImageSchema, PRODUCT_FORMAT_MAX, productSlugSchema } from './product-details'
import { PRODUCT_GRADES, PRODUCT_SUBJECTS } from './products-taxonomy'
import rawProducts from './products.fixture.json'

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9

/** A row of public.products, as the fixture and the database hold it. */
export const productSchema = z
  .object({
    id: z.uuid(),
    title: z.string().trim().min(1),
    /** The product page's address: /homeschool-materials/<slug>. */
    slug: productSlugSchema,
    description: z.string().trim().min(1),
    author: z.string().min(1).nullable(),
    price: z.number().min(0).max(99_999_999.99).refine(hasAtMostTwoDecimals, 'Price has at most two decimals'),
    type: z.string().trim().min(1),
    subjects: z.array(z.enum(PRODUCT_SUBJECTS)),
    grades: z.array(z.enum(PRODUCT_GRADES)),
    image_url: z.string().min(1).nullable(),
    /** Object path in the private Storage bucket `product-files`. */
    pdf_url: z.string().min(1).nullable(),
    instant_download: z.boolean(),
    created_at: z.iso.datetime(),
    /** What the buyer receives, as the format line names it ("PDF"). */
    format: z.string().trim().min(1).max(PRODUCT_FORMAT_MAX),
    /** Every fixture product states its length; the table allows null for a row staff have not measured yet. */
    page_count: z.number().int().positive(),
    preview_images: z.array(previewImageSchema).min(1),
  })
  .strict()
  .refine((product) => !product.instant_download || product.pdf_url !== null, {
    message: 'An instant download needs a pdf_url',
    path: ['pdf_url'],
  })

export type FixtureProduct = z.infer<typeof productSchema>

export const productFixtureSchema = z
  .array(productSchema)
  .refine(
    (products) => new Set(products.map((product) => product.id)).size === products.length,
    'Product ids are unique',
  )
  .refine(
    (products) => new Set(products.map((product) => product.slug)).size === products.length,
    'Product slugs are unique',
  )

/** Every fixture product, newest first (the order the shop lists them in). */
export const fixtureProducts: readonly FixtureProduct[] = productFixtureSchema
  .parse(rawProducts)
  .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
