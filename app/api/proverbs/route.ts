import { loadProverbs } from '@/lib/site/content'

/**
 * The proverbs the frame's pop-up picks from, as JSON. The pop-up asks for them the first time it decides to
 * show one (docs/behaviour.md#proverb-pop-up), so they are not in every page's document. It reads draft mode like
 * the pages do: in a preview, the pop-up shows draft proverbs.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await loadProverbs())
}
