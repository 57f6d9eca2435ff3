// First: zod without its JIT probe (an eval the CSP refuses), before the schemas below are built.
import '@/lib/validation/jitless'

import { z } from 'zod'

import type { TypedSupabaseClient } from '@/lib/supabase/browser'

import type { ReviewRow } from './review-rules'
import type { ProductRating } from './shop-product'

export { RATINGS, REVIEW_TEXT_MAX, reviewRow } from './review-rules'

/**
 * Reviews through the browser's Supabase client. Anyone lists a product's reviews with the
 * get_product_reviews function (rating, text and date; never who wrote them); a signed-in user reads and
 * writes only their own review in the table (RLS), one per product, dates set by the database.
 */
export const reviewSchema = z.object({
  id: z.guid(),
  rating: z.number().int().min(1).max(5),
  review_text: z.string().nullable(),
  created_at: z.string(),
})
export type Review = z.infer<typeof reviewSchema>

/**
 * A product's reviews, newest first. Through the function rather than the table: a signed-in visitor's
 * table reads are limited to their own review, and the function answers everyone's reviews without
 * their authors.
 */
export async function loadReviews(supabase: TypedSupabaseClient, productId: string): Promise<Review[]> {
  const { data, error } = await supabase
    .rpc('get_product_reviews', { product_uuid: productId })
    .order('created_at', { ascending: false })
  if (error) throw new Error(error.message)
  return z.array(reviewSchema).parse(data)
}

export async function submitReview(supabase: TypedSupabaseClient, row: ReviewRow): Promise<void> {
  const { error } = await supabase.from('product_reviews').upsert(row, { onConflict: 'product_id,user_id' })
  if (error) throw new Error(error.message)
}

const ratingAnswer = z.array(
  z.object({ average_rating: z.coerce.number().nullable(), review_count: z.coerce.number().int() }),
)

export async function loadRating(supabase: TypedSupabaseClient, productId: string): Promise<ProductRating> {
  const { data, error } = await supabase.rpc('get_product_rating', { product_uuid: productId })
  if (error) throw new Error(error.message)
  const first = ratingAnswer.parse(data)[0]
  return { average_rating: first?.average_rating ?? null, review_count: first?.review_count ?? 0 }
}
