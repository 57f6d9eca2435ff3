/**
 * The plain rules the validation schemas are built from: limits, the text-character rule, money in cents, the
 * order-reference format. No zod here, so a page can use them as it loads without the validation library; the
 * schemas (./fields.ts, ./payment.ts, ./download.ts) import them from here and export them as before.
 */

export const EMAIL_MAX = 254
export const PERSON_NAME_MAX = 50

/**
 * Characters no text field accepts: C0 controls other than tab, line feed and carriage return (NUL among
 * them, which Postgres cannot store in text), DEL, C1 controls, and lone UTF-16 surrogates (not text at all).
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u
/**
 * Also refused in single-line fields (names, e-mail, phone, titles, file names): tab and line breaks, and the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that make a name or file
 * name display differently from what it is ("cv\u202Efdp.exe"). The bidi marks U+200E, U+200F and U+061C
 * stay allowed, as do all of these in multi-line text (experience, motivation).
 */
const SINGLE_LINE_EXTRA = /[\t\n\r\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

export type TextLines = 'single' | 'multi'

/** True when a text holds only characters its field accepts (see CONTROL_CHARACTERS and SINGLE_LINE_EXTRA). */
export function hasOnlyAllowedCharacters(value: string, lines: TextLines = 'single'): boolean {
  if (CONTROL_CHARACTERS.test(value)) return false
  return lines === 'multi' || !SINGLE_LINE_EXTRA.test(value)
}

/** True when a number has at most two decimals (money in dollars). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100
  return Math.abs(cents - Math.round(cents)) < 1e-6
}

/** Dollars (at most two decimals) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}

/**
 * The key an e-mail address is rate-limited under: lower-cased, with any `+tag` of the local part removed, so
 * `Nia+1@Example.com` and `nia+2@example.com` count as `nia@example.com`. The address itself is stored as sent.
 */
export function emailRateKey(email: string): string {
  const normalised = email.trim().toLowerCase()
  const at = normalised.lastIndexOf('@')
  if (at < 0) return normalised
  const local = normalised.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus < 0 ? local : local.slice(0, plus)}${normalised.slice(at)}`
}

export const PLAN_KEYS = ['core', 'full', 'electives'] as const
export type PlanKey = (typeof PLAN_KEYS)[number]

export const CART_QUANTITY_MIN = 1
export const CART_QUANTITY_MAX = 99
export const CART_MAX_LINES = 100

/**
 * An order reference is what a confirmation page carries in `?session_id=` and what `orders.stripe_session_id`
 * holds: a Stripe Checkout Session id (`cs_test_…` / `cs_live_…`), or, for an order that needed no payment (a
 * free download), `free_` followed by the order's own uuid. Anything else (other characters, NUL, odd lengths)
 * is refused before it reaches the database.
 */
export const FREE_ORDER_PREFIX = 'free_'
const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9_]{1,240}$/
const FREE_ORDER_REFERENCE = /^free_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The reference of an order that skipped payment, from the order's uuid. */
export function freeOrderReference(orderId: string): string {
  return `${FREE_ORDER_PREFIX}${orderId.toLowerCase()}`
}

export function isOrderReference(value: string): boolean {
  return CHECKOUT_SESSION_ID.test(value) || FREE_ORDER_REFERENCE.test(value)
}
