'use client'

import { ReviewForm } from '@/app/_components/commerce/reviews/ReviewForm'
import { ReviewList, reviewSummary } from '@/app/_components/commerce/reviews/ReviewList'
import { ModalDialog } from '@/app/_components/ui/ModalDialog'
import type { ProductRating, ShopListing } from '@/lib/commerce/shop-product'
import { useProductReviews } from '@/lib/commerce/use-product-reviews'

type Props = { product: ShopListing; onClose: () => void; onRatingChange: (rating: ProductRating) => void }

/**
 * A product's reviews in a dialog on the shop (docs/behaviour.md#reviews): the list, newest first, and the form to
 * add or change one's own review. The product's page shows the same list and form.
 */
export default function ReviewsDialog({ product, onClose, onRatingChange }: Props) {
  const { list, reload } = useProductReviews(product.id)

  return (
    <ModalDialog open onClose={onClose} title={`Reviews: ${product.title}`} closeLabel="Close reviews">
      <p className="mt-2 text-muted" data-testid="reviews-summary">
        {reviewSummary(product)}
      </p>
      <section aria-label="What families say" className="mt-4">
        <ReviewList list={list} listClassName="max-h-64 overflow-y-auto" />
      </section>
      <ReviewForm
        productId={product.id}
        onSubmitted={(rating) => {
          reload()
          onRatingChange(rating)
        }}
        className="mt-6 border-t border-sand-dark pt-5"
      />
    </ModalDialog>
  )
}
