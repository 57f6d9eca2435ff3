import { MESSAGES } from '@/lib/validation/rules'

const DOWNLOAD_FAILED = 'Unable to retrieve download link. Please contact support.'
/** Why a payment request failed when nothing answered it; each place ends it with its own "try again". */
export const UNANSWERED_PAYMENT =
  'The payment service did not answer, and nothing was charged. Check your internet connection'

/**
 * What the shop, the payment dialogs and the download page say (quoted in docs/behaviour.md, under each
 * flow). Validation messages live with the schemas (`@/lib/validation`).
 */
export const COMMERCE_MESSAGES = {
  donationFailed: 'Failed to create donation session',
  paymentFailed: 'Failed to create payment session',
  // No answer at all (offline, a dropped connection, none in time): said beside the failure, so a parent knows
  // the card was never asked for and what to check.
  unanswered: `${UNANSWERED_PAYMENT} and try again.`,
  redirectingToDonation: {
    title: 'Redirecting to Donation',
    description: "You'll be redirected to secure donation processing.",
  },
  redirectingToPayment: {
    title: 'Redirecting to Payment',
    description: "You'll be redirected to secure payment processing.",
  },
  loadProductsFailed: { title: 'Error', description: 'Failed to load products. Please try again.' },
  checkoutFailed: { title: 'Checkout Error', description: 'Please try again.' },
  // Back from the payment page without paying (its cancel URL).
  checkoutCancelled: {
    title: 'Payment cancelled',
    description: 'Nothing was charged. You can try again when you are ready.',
  },
  instantPurchaseFailed: { title: 'Error', description: 'Failed to process payment. Please try again.' },
  cartEmpty: { title: MESSAGES.cartEmpty, description: MESSAGES.cartEmptyDescription },
  downloadNotAvailable: { title: 'Error', description: MESSAGES.downloadNotAvailable },
  addedToCart: 'Added to cart',
  // Said as a line leaves, so a screen reader hears it too (the focus moves on to the next line's Remove).
  removedFromCart: 'Removed from cart',
  cartCleared: 'Cart cleared',
  // A digital product is in the cart once; adding it again is not a mistake, so it is said plainly.
  alreadyInCart: 'Already in your cart',
  ratingRequired: { title: 'Rating required', description: 'Please select a rating before submitting your review.' },
  reviewSignInRequired: { title: 'Authentication required', description: 'Please sign in to leave a review.' },
  reviewFailed: { title: 'Error', description: 'Failed to submit review. Please try again.' },
  reviewSubmitted: { title: 'Review submitted', description: 'Thank you for your review!' },
  noReviews: 'No reviews yet. Be the first to review!',
  loadingReviews: 'Loading reviews...',
  loadingProducts: 'Loading products...',
  noProducts: 'No products found',
  downloadStarted: 'Download Started',
  downloadFailed: DOWNLOAD_FAILED,
  // No answer (offline, a dropped connection): support cannot help with that, the connection can.
  // The product description's failure text, then why: support cannot help with a connection, the parent can.
  downloadUnanswered: `${DOWNLOAD_FAILED} The download service did not answer: check your internet connection and try again before you do.`,
  // A free order needs a signed-in buyer (create-payment answers 401 otherwise)
  freeDownloadSignIn: 'Free downloads need a family account.',
  freeOrderSignIn: {
    title: 'Sign in to check out',
    description: 'Free orders need a family account: sign in, then check out again.',
  },
  // Local mode: no backend to send the request to (payments go by e-mail instead: ./payments-mode.ts)
  reviewsNotConfigured: 'Reviews are not available on this site yet: no account service is configured.',
} as const

/** Milliseconds between the "Redirecting…" toast and leaving for the payment page (docs/behaviour.md#payment-redirect). */
export const REDIRECT_DELAY_MS = 100

/** The cart's toasts share one place: the next add, refusal or removal replaces the last rather than piling up. */
export const CART_TOAST = { id: 'cart' } as const
