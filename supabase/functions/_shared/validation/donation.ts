import { z } from 'zod'

import { emailSchema, firstNameSchema, hasAtMostTwoDecimals, lastNameSchema } from './fields.ts'
import { MESSAGES } from './messages.ts'

export const DONATION_MIN = 1
export const DONATION_MAX = 100_000
export const DONATION_PRESETS_DIALOG = [10, 20, 50, 100, 250, 500] as const

export const donationAmountSchema = z
  .number({ error: MESSAGES.invalidDonationAmount })
  .gt(0, { error: MESSAGES.invalidDonationAmount })
  .min(DONATION_MIN, { error: MESSAGES.invalidDonationAmount })
  .max(DONATION_MAX, { error: MESSAGES.invalidDonationAmount })
  .refine(hasAtMostTwoDecimals, { error: MESSAGES.invalidDonationAmount })

/** create-donation payload (docs/behaviour.md#donations). */
export const donationSchema = z.object(
  {
    amount: donationAmountSchema,
    email: emailSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    isCustom: z.boolean({ error: MESSAGES.invalidRequest }).optional().default(false),
  },
  { error: MESSAGES.invalidRequest },
)

export type DonationInput = z.input<typeof donationSchema>
export type Donation = z.output<typeof donationSchema>
