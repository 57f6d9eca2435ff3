import type { PortableTextBlock } from '@portabletext/react'
import type { Metadata } from 'next'

import { ProseBlocks } from '@/app/_components/ui/portable/Prose'
import { educatorBioId } from '@/app/(site)/educators/_components/educator-bio-shared'
import { PUBLISHED } from '@/lib/content/loader'
import { loadEducators } from '@/lib/school/content'

export const metadata: Metadata = { title: 'Educator bios', robots: { index: false, follow: false } }

/**
 * Every educator's published full bio, each under its id, and nothing else: where /educators, drawn by the browser
 * after a move inside the app, copies its bios from (`EducatorBio`), at a fraction of the page's own document. Not a
 * page for visitors.
 */
export default async function EducatorBiosFragment() {
  const educators = await loadEducators(PUBLISHED)
  return (
    <main>
      {educators.map((educator) => (
        <div key={educator._id} id={educatorBioId(educator._id)}>
          <ProseBlocks value={(educator.bio ?? []) as PortableTextBlock[]} />
        </div>
      ))}
    </main>
  )
}
