import { z } from 'zod'

import {
  allowedCharacters,
  echoedText,
  echoedTextSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  optionalEmailSchema,
} from './fields.ts'
import { enrolledChildrenSchema } from './learners.ts'
import { MESSAGES } from './messages.ts'
import { CART_MAX_LINES, CART_QUANTITY_MAX, CART_QUANTITY_MIN, PLAN_KEYS } from './rules.ts'

export { CART_MAX_LINES, CART_QUANTITY_MAX, CART_QUANTITY_MIN, PLAN_KEYS, type PlanKey } from './rules.ts'

const clientPriceSchema = z
  .number({ error: MESSAGES.invalidPrice })
  .nonnegative({ error: MESSAGES.invalidPrice })
  .max(1_000_000, { error: MESSAGES.invalidPrice })

const productUuidSchema = z.guid({ error: MESSAGES.invalidProduct })

/**
 * create-payment, plan enrolment: the monthly price and the total shown to the family are sent so a changed
 * price or pricing rule can be refused; the children (1 to 8) are kept on the order.
 */
export const enrollmentPaymentSchema = z.object(
  {
    productId: z.enum(PLAN_KEYS, { error: MESSAGES.invalidPlan }),
    productTitle: echoedTextSchema,
    productPrice: clientPriceSchema,
    children: enrolledChildrenSchema,
    expectedTotal: clientPriceSchema,
    productType: echoedTextSchema,
    email: emailSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
  },
  { error: MESSAGES.invalidRequest },
)

export const cartItemSchema = z.object(
  {
    id: z.guid({ error: MESSAGES.invalidCartItem }),
    title: echoedText(MESSAGES.invalidCartItem),
    price: z.number({ error: MESSAGES.invalidCartItem }).optional(),
    type: echoedText(MESSAGES.invalidCartItem),
    quantity: z
      .number({ error: MESSAGES.invalidQuantity })
      .int({ error: MESSAGES.invalidQuantity })
      .min(CART_QUANTITY_MIN, { error: MESSAGES.invalidQuantity })
      .max(CART_QUANTITY_MAX, { error: MESSAGES.invalidQuantity }),
  },
  { error: MESSAGES.invalidCartItem },
)

/** create-payment, cart checkout: prices are looked up on the server; an empty cart is refused. */
export const cartPaymentSchema = z.object(
  {
    items: z
      .array(cartItemSchema, { error: MESSAGES.cartEmpty })
      .min(1, { error: MESSAGES.cartEmpty })
      .max(CART_MAX_LINES, { error: MESSAGES.tooManyCartLines }),
    email: optionalEmailSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
  },
  { error: MESSAGES.invalidRequest },
)

/** create-payment, instant download of one shop product. */
export const instantDownloadPaymentSchema = z.object(
  {
    productId: productUuidSchema,
    productTitle: echoedTextSchema,
    productPrice: clientPriceSchema.optional(),
    productType: echoedTextSchema,
    email: optionalEmailSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    pdfUrl: allowedCharacters(
      z.string({ error: MESSAGES.downloadNotAvailable }).max(2048, { error: MESSAGES.invalidRequest }),
      MESSAGES.invalidRequest,
    ).optional(),
    instantDownload: z.literal(true, { error: MESSAGES.invalidRequest }),
  },
  { error: MESSAGES.invalidRequest },
)

export type EnrollmentPayment = z.output<typeof enrollmentPaymentSchema>
export type CartPayment = z.output<typeof cartPaymentSchema>
export type CartItem = z.output<typeof cartItemSchema>
export type InstantDownloadPayment = z.output<typeof instantDownloadPaymentSchema>

export type PaymentRequest =
  | { kind: 'enrollment'; data: EnrollmentPayment }
  | { kind: 'cart'; data: CartPayment }
  | { kind: 'instant_download'; data: InstantDownloadPayment }

/** Which of the three create-payment shapes a body is meant to be (before validating it). */
export function paymentShapeOf(body: unknown): PaymentRequest['kind'] {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    if ('items' in body) return 'cart'
    if ('instantDownload' in body && (body as { instantDownload?: unknown }).instantDownload === true)
      return 'instant_download'
  }
  return 'enrollment'
}
