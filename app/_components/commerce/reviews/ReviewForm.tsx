'use client'

import { useId, useState, type FormEvent } from 'react'

import { plainButtonClass } from '@/app/_components/ui/button-classes'
import { useAuth } from '@/lib/auth/auth-context'
import { notify } from '@/lib/browser/notify'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { REVIEW_TEXT_MAX, reviewRow } from '@/lib/commerce/review-rules'
import type { ProductRating } from '@/lib/commerce/shop-product'

import { StarRating } from './StarRating'

type Props = {
  productId: string
  /** After a review is stored: the product's rating as the database now counts it. */
  onSubmitted: (rating: ProductRating) => void
  className?: string
}

/** Every toast of the form shares one place: a second press, or the next answer, replaces the one before. */
const say = (title: string, description: string, kind: 'success' | 'error') =>
  notify(title, description, kind, { id: 'review' })

/**
 * Add or change one's own review (docs/behaviour.md#reviews): a rating of 1 to 5 stars and optional text, one per
 * product and family. Signed-in users only; in local mode, or signed out, a toast says why not.
 */
export function ReviewForm({ productId, onSubmitted, className = '' }: Props) {
  const { state: auth, client } = useAuth()
  const textId = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (rating === null) {
      say(COMMERCE_MESSAGES.ratingRequired.title, COMMERCE_MESSAGES.ratingRequired.description, 'error')
      return
    }
    const loading = client()
    if (!loading) {
      say(COMMERCE_MESSAGES.reviewSignInRequired.title, COMMERCE_MESSAGES.reviewsNotConfigured, 'error')
      return
    }
    const askToSignIn = () =>
      say(COMMERCE_MESSAGES.reviewSignInRequired.title, COMMERCE_MESSAGES.reviewSignInRequired.description, 'error')
    if (auth.status === 'signed-out') {
      askToSignIn()
      return
    }
    setSubmitting(true)
    try {
      // The answer schemas (and zod) load with the first review sent, not with the page.
      const [supabase, { loadRating, submitReview }] = await Promise.all([loading, import('@/lib/commerce/reviews')])
      // Sent before the page had read the session (it was still loading): the client, loaded now, knows it.
      const session = auth.status === 'signed-in' ? auth.session : (await supabase.auth.getSession()).data.session
      if (!session) {
        askToSignIn()
        return
      }
      await submitReview(supabase, reviewRow(productId, session.user.id, rating, text))
      say(COMMERCE_MESSAGES.reviewSubmitted.title, COMMERCE_MESSAGES.reviewSubmitted.description, 'success')
      setRating(null)
      setText('')
      onSubmitted(await loadRating(supabase, productId))
    } catch (error) {
      console.error('Failed to submit review', error)
      say(COMMERCE_MESSAGES.reviewFailed.title, COMMERCE_MESSAGES.reviewFailed.description, 'error')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={onSubmit} className={`space-y-4 ${className}`} aria-label="Write a review">
      <StarRating value={rating} onChange={setRating} />
      <div>
        <label htmlFor={textId} className="block font-semibold text-ink">
          Your review (optional)
        </label>
        <textarea
          id={textId}
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
  )
}
