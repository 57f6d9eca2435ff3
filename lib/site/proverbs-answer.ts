// First: zod without its JIT probe (an eval the CSP refuses), before the schema below is built.
import '@/lib/validation/jitless'

import { z } from 'zod'

/** What /api/proverbs answers: the proverbs the frame's pop-up picks from. */
export const proverbsAnswer = z.array(z.object({ _id: z.string(), text: z.string(), origin: z.string().nullable() }))

export type Proverb = z.infer<typeof proverbsAnswer>[number]
