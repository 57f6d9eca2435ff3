'use client'

import { useState } from 'react'

import { ReviewForm } from '@/app/_components/commerce/reviews/ReviewForm'
import { ReviewList, reviewSummary } from '@/app/_components/commerce/reviews/ReviewList'
import type { Review } from '@/lib/commerce/reviews'
import type { ProductRating } from '@/lib/commerce/shop-product'
import { useProductReviews } from '@/lib/commerce/use-product-reviews'

type Props = {
  productId: string
  /** The reviews the server rendered; null when it could not read them (the browser does). */
  initialReviews: Review[] | null
  initialRating: ProductRating
}

/** The page's reviews: the average and count, the list, and the form to write one's own (as in the shop's dialog). */
export function ProductReviews({ productId, initialReviews, initialRating }: Props) {
  const { list, reload } = useProductReviews(productId, initialReviews)
  const [rating, setRating] = useState(initialRating)

  return (
    <section aria-labelledby="reviews-heading" id="reviews" className="scroll-mt-6">
      <h2 id="reviews-heading" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        Reviews
      </h2>
      <p className="mt-2 text-muted" data-testid="reviews-summary">
        {reviewSummary(rating)}
      </p>
      <div className="mt-5 lg:grid lg:grid-cols-[3fr_2fr] lg:gap-10">
        <div>
          <ReviewList list={list} />
        </div>
        <div className="mt-8 rounded-3xl bg-sand/60 p-5 lg:mt-0">
          <h3 className="font-display text-xl font-semibold text-ink">Write a review</h3>
          <ReviewForm
            productId={productId}
            onSubmitted={(next) => {
              reload()
              setRating(next)
            }}
            className="mt-3"
          />
        </div>
      </div>
    </section>
  )
}
