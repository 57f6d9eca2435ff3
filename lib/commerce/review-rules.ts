// The review rules a form needs before anything is sent (docs/behaviour.md#reviews). Kept apart from ./reviews.ts,
// whose answer schemas bring zod: a page with the review form loads those only when it reads or sends a review.

export const REVIEW_TEXT_MAX = 2000
export const RATINGS = [1, 2, 3, 4, 5] as const

/** The review as upserted: one per product and user; empty text is stored as null. */
export function reviewRow(productId: string, userId: string, rating: number, text: string) {
  const trimmed = text.trim()
  return { product_id: productId, user_id: userId, rating, review_text: trimmed === '' ? null : trimmed }
}

export type ReviewRow = ReturnType<typeof reviewRow>
