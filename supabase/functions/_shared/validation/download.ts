import { z } from 'zod'

import { MESSAGES } from './messages.ts'
import { isOrderReference } from './rules.ts'

export { FREE_ORDER_PREFIX, freeOrderReference, isOrderReference } from './rules.ts'

export const orderReferenceSchema = z
  .string({ error: MESSAGES.invalidSessionId })
  .trim()
  .refine(isOrderReference, { error: MESSAGES.invalidSessionId })

/** generate-download-link payload: the order reference and the product to download. */
export const downloadLinkRequestSchema = z.object(
  {
    sessionId: orderReferenceSchema,
    productId: z.guid({ error: MESSAGES.invalidProduct }),
  },
  { error: MESSAGES.invalidRequest },
)

export type DownloadLinkRequest = z.output<typeof downloadLinkRequestSchema>
