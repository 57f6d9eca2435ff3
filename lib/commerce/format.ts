/** Money and ratings as the shop shows them (docs/behaviour.md#shop-display): prices with two decimals, ratings with one. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

export const formatPrice = (dollars: number) => usd.format(dollars)

export const formatRating = (average: number) => average.toFixed(1)

export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`
