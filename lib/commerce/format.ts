/**
 * Money and ratings as the site shows them (docs/behaviour.md#shop-display): every dollar amount goes through
 * `formatUsd`, so the site has one currency format; ratings have one decimal.
 */

/**
 * How many cents an amount shows:
 * - `cents`: always two decimals (`$4.50`, `$12.00`): shop prices and cart totals;
 * - `whole`: rounded to whole dollars (`$350`): course, program and plan prices;
 * - `cents-if-any`: whole dollars unless the amount has cents (`$25`, `$12.50`): donation amounts.
 */
export type UsdForm = 'cents' | 'whole' | 'cents-if-any'

const usd = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })

const WITH_CENTS = usd(2)
const WHOLE_DOLLARS = usd(0)

export function formatUsd(amount: number, form: UsdForm): string {
  const cents = form === 'cents' || (form === 'cents-if-any' && !Number.isInteger(amount))
  return (cents ? WITH_CENTS : WHOLE_DOLLARS).format(amount)
}

/** True for a price of $0.00 (compared in whole cents): the shop shows it as "Free" (docs/behaviour.md#shop-display). */
export const isFreePrice = (amount: number) => Math.round(amount * 100) === 0

/** A shop price as a product card and the cart show it: "Free" for $0.00, otherwise `$4.50`. */
export const formatShopPrice = (amount: number) => (isFreePrice(amount) ? 'Free' : formatUsd(amount, 'cents'))

/** A plan's price per month, in whole dollars (docs/behaviour.md#plans): `$350/month`. */
export const formatMonthlyPrice = (amount: number) => `${formatUsd(amount, 'whole')}/month`

export const formatRating = (average: number) => average.toFixed(1)

export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`
