/**
 * Money, ratings and review dates as the site shows them (docs/behaviour.md#shop-display): every dollar amount goes
 * through `formatUsd`, so the site has one currency format; ratings have one decimal.
 */

/**
 * How many cents an amount shows:
 * - `cents`: always two decimals (`$4.50`, `$12.00`): shop prices and cart totals;
 * - `whole`: rounded to whole dollars (`$350`): course, program and plan prices;
 * - `cents-if-any`: whole dollars unless the amount has cents (`$25`, `$12.50`): donation amounts.
 */
export type UsdForm = 'cents' | 'whole' | 'cents-if-any'

/**
 * `amount` in US dollars with `fractionDigits` decimals, character for character as
 * `new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes it (`$1,234.50`, `-$3`), by
 * arithmetic. A page's first Intl formatter loads the browser's locale data: 70-100 ms of a slow phone's main thread,
 * which on the shop was a long task of its own after the page had hydrated (docs/benchmark.md).
 */
function dollars(amount: number, fractionDigits: 0 | 2): string {
  // Intl rounds the number as it is written (1.005 to 1.01), half away from zero; shifting the written digits by an
  // exponent keeps that, where multiplying the binary value (1.00499…) would not.
  const written = String(Math.abs(amount))
  const scale = 10 ** fractionDigits
  const shifted = written.includes('e') ? Math.abs(amount) * scale : Number(`${written}e${fractionDigits}`)
  const units = Math.round(shifted)
  const whole = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+$)/g, ',')
  const cents = fractionDigits === 0 ? '' : `.${String(units % scale).padStart(fractionDigits, '0')}`
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  return `${sign}$${whole}${cents}`
}

export function formatUsd(amount: number, form: UsdForm): string {
  const cents = form === 'cents' || (form === 'cents-if-any' && !Number.isInteger(amount))
  return dollars(amount, cents ? 2 : 0)
}

/** True for a price of $0.00 (compared in whole cents): the shop shows it as "Free" (docs/behaviour.md#shop-display). */
export const isFreePrice = (amount: number) => Math.round(amount * 100) === 0

/** A shop price as a product card and the cart show it: "Free" for $0.00, otherwise `$4.50`. */
export const formatShopPrice = (amount: number) => (isFreePrice(amount) ? 'Free' : formatUsd(amount, 'cents'))

/** A plan's price per month, in whole dollars (docs/behaviour.md#plans): `$350/month`. */
export const formatMonthlyPrice = (amount: number) => `${formatUsd(amount, 'whole')}/month`

export const formatRating = (average: number) => average.toFixed(1)

export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * A review's date in the reader's time zone, as `new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })` writes
 * it (`Nov 29, 2026`), by arithmetic: built when the product page's reviews module loaded, that formatter was
 * 55-60 ms of a slow phone's main thread on every product page, reviews or not (see `dollars`).
 */
export const formatReviewDate = (at: Date): string => `${MONTHS[at.getMonth()]} ${at.getDate()}, ${at.getFullYear()}`
