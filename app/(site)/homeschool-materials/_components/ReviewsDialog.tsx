'use client'

import { useEffect, useState, type FormEvent } from 'react'

import { plainButtonClass } from '@/app/_components/ui/button-classes'
import { ModalDialog } from '@/app/_components/ui/ModalDialog'
import { useAuth } from '@/lib/auth/auth-context'
import { notify } from '@/lib/browser/notify'
import { formatRating, reviewCountLabel } from '@/lib/commerce/format'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { loadRating, loadReviews, REVIEW_TEXT_MAX, reviewRow, submitReview, type Review } from '@/lib/commerce/reviews'
import type { ProductRating, ShopProduct } from '@/lib/commerce/shop-product'

import { StarRating } from './StarRating'

type Props = { product: ShopProduct; onClose: () => void; onRatingChange: (rating: ProductRating) => void }

type ListState = { status: 'loading' } | { status: 'ready'; reviews: Review[] }

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/**
 * A product's reviews (docs/behaviour.md#reviews): newest first, and a form to add or change one's own review (one per
 * product, a rating of 1 to 5 stars, optional text). Signed-in users only; in local mode it says so.
 */
export default function ReviewsDialog({ product, onClose, onRatingChange }: Props) {
  const { state: auth, client } = useAuth()
  const [list, setList] = useState<ListState>(() =>
    client() ? { status: 'loading' } : { status: 'ready', reviews: [] },
  )
  const [rating, setRating] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    const loading = client()
    if (!loading) return
    let active = true
    loading
      .then((supabase) => loadReviews(supabase, product.id))
      .then((reviews) => active && setList({ status: 'ready', reviews }))
      .catch((error: unknown) => {
        // A failed review list is only logged; the dialog shows an empty list.
        console.error('Failed to load reviews', error)
        if (active) setList({ status: 'ready', reviews: [] })
      })
    return () => {
      active = false
    }
  }, [client, product.id, version])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (rating === null) {
      notify(COMMERCE_MESSAGES.ratingRequired.title, COMMERCE_MESSAGES.ratingRequired.description, 'error')
      return
    }
    const loading = client()
    if (!loading) {
      notify(COMMERCE_MESSAGES.reviewSignInRequired.title, COMMERCE_MESSAGES.reviewsNotConfigured, 'error')
      return
    }
    if (auth.status !== 'signed-in') {
      notify(COMMERCE_MESSAGES.reviewSignInRequired.title, COMMERCE_MESSAGES.reviewSignInRequired.description, 'error')
      return
    }
    setSubmitting(true)
    try {
      const supabase = await loading
      await submitReview(supabase, reviewRow(product.id, auth.session.user.id, rating, text))
      notify(COMMERCE_MESSAGES.reviewSubmitted.title, COMMERCE_MESSAGES.reviewSubmitted.description, 'success')
      setRating(null)
      setText('')
      setVersion((value) => value + 1)
      onRatingChange(await loadRating(supabase, product.id))
    } catch (error) {
      console.error('Failed to submit review', error)
      notify(COMMERCE_MESSAGES.reviewFailed.title, COMMERCE_MESSAGES.reviewFailed.description, 'error')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <ModalDialog open onClose={onClose} title={`Reviews: ${product.title}`} closeLabel="Close reviews">
      <p className="mt-2 text-muted" data-testid="reviews-summary">
        {product.average_rating !== null && product.review_count > 0
          ? `${formatRating(product.average_rating)} out of 5 · ${reviewCountLabel(product.review_count)}`
          : 'No ratings yet'}
      </p>
      <section aria-label="What families say" className="mt-4">
        {list.status === 'loading' ? (
          <p role="status" className="text-muted">
            {COMMERCE_MESSAGES.loadingReviews}
          </p>
        ) : list.reviews.length === 0 ? (
          <p className="text-muted">{COMMERCE_MESSAGES.noReviews}</p>
        ) : (
          <ul className="max-h-64 space-y-3 overflow-y-auto" aria-label="Reviews">
            {list.reviews.map((review) => (
              <li key={review.id} className="rounded-xl bg-white p-3">
                <p className="font-semibold text-ink">
                  <span aria-hidden="true" className="text-ochre">
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                  <span className="sr-only">{review.rating} out of 5 stars</span>
                  <span className="ml-2 text-sm font-normal text-muted">
                    {dateFormat.format(new Date(review.created_at))}
                  </span>
                </p>
                {review.review_text && <p className="mt-1 whitespace-pre-line text-ink">{review.review_text}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={onSubmit} className="mt-6 space-y-4 border-t border-sand-dark pt-5" aria-label="Write a review">
        <StarRating value={rating} onChange={setRating} />
        <div>
          <label htmlFor="review-text" className="block font-semibold text-ink">
            Your review (optional)
          </label>
          <textarea
            id="review-text"
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 block w-full rounded-xl border-2 border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-forest"
          />
        </div>
        <button
          type="submit"
          disabled={submitting}
          className={plainButtonClass({ tone: 'forest', className: 'min-h-12 w-full px-6 py-3 disabled:opacity-60' })}
        >
          {submitting ? 'Submitting...' : 'Submit Review'}
        </button>
      </form>
    </ModalDialog>
  )
}
