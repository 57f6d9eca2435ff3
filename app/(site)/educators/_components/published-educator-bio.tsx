import type { PortableTextBlock } from '@portabletext/react'
import type { ReactNode } from 'react'

import { ProseBlocks } from '@/app/_components/ui/portable/Prose'
import { fetchPublished } from '@/lib/content/published-read'
import { EDUCATORS_QUERY } from '@/lib/school/queries'

/**
 * An educator's published full bio, for `EducatorBio`'s server render: the same cached read as the page's own list.
 * On the server only: the browser's build has `published-educator-bio.browser.ts` in its place, so none of this
 * ships to it.
 */
export async function publishedEducatorBio(educatorId: string): Promise<ReactNode> {
  const educators = await fetchPublished(EDUCATORS_QUERY)
  const bio = educators.find((educator) => educator._id === educatorId)?.bio
  return <ProseBlocks value={(bio ?? []) as PortableTextBlock[]} />
}
