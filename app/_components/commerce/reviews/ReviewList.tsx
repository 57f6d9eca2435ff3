import { formatRating, formatReviewDate, reviewCountLabel } from '@/lib/commerce/format'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import type { ProductRating } from '@/lib/commerce/shop-product'
import type { ReviewListState } from '@/lib/commerce/use-product-reviews'

/** "4.5 out of 5 · 3 reviews", or "No ratings yet" (docs/behaviour.md#reviews). */
export function reviewSummary(rating: ProductRating): string {
  return rating.average_rating !== null && rating.review_count > 0
    ? `${formatRating(rating.average_rating)} out of 5 · ${reviewCountLabel(rating.review_count)}`
    : 'No ratings yet'
}

type Props = {
  list: ReviewListState
  /** Classes of the list itself (the dialog scrolls it within a fixed height). */
  listClassName?: string
}

/** A product's reviews, newest first: stars, date and text, never who wrote them. */
export function ReviewList({ list, listClassName = '' }: Props) {
  if (list.status === 'loading') {
    return (
      <p role="status" className="text-muted">
        {COMMERCE_MESSAGES.loadingReviews}
      </p>
    )
  }
  if (list.reviews.length === 0) return <p className="text-muted">{COMMERCE_MESSAGES.noReviews}</p>
  return (
    <ul className={`space-y-3 ${listClassName}`} aria-label="Reviews">
      {list.reviews.map((review) => (
        <li key={review.id} className="rounded-xl bg-white p-3">
          <p className="font-semibold text-ink">
            <span aria-hidden="true" className="text-ochre">
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </span>
            <span className="sr-only">{review.rating} out of 5 stars</span>
            <span className="ml-2 text-sm font-normal text-muted">{formatReviewDate(new Date(review.created_at))}</span>
          </p>
          {review.review_text && <p className="mt-1 whitespace-pre-line text-ink">{review.review_text}</p>}
        </li>
      ))}
    </ul>
  )
}
