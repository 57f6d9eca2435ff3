import { z } from 'zod'
import { MESSAGES } from './messages.ts'

/** generate-download-link payload: the Checkout Session id of the order and the product to download. */
export const downloadLinkRequestSchema = z.object(
  {
    sessionId: z
      .string({ error: MESSAGES.invalidSessionId })
      .trim()
      .min(1, { error: MESSAGES.invalidSessionId })
      .max(255, { error: MESSAGES.invalidSessionId }),
    productId: z.guid({ error: MESSAGES.invalidProduct }),
  },
  { error: MESSAGES.invalidRequest },
)

export type DownloadLinkRequest = z.output<typeof downloadLinkRequestSchema>
