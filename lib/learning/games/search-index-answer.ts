// First: zod without its JIT probe (an eval the CSP refuses), before the schema below is built.
import '@/lib/validation/jitless'

import { z } from 'zod'

/**
 * What /api/learning-games/search-index answers: the entries /learning-games' search runs over and the games whose
 * keywords send a search straight to a game (lib/learning/games/search.ts).
 */
export const searchIndexAnswer = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      detail: z.string(),
      gameId: z.string().nullable(),
      extra: z.string().optional(),
    }),
  ),
  games: z.array(z.object({ id: z.string(), title: z.string(), keywords: z.array(z.string()) })),
})

export type SearchIndexAnswer = z.infer<typeof searchIndexAnswer>
