'use client'

import { use, useCallback } from 'react'

import { htmlFromDocument, KeptHtml } from '@/app/_components/ui/KeptHtml'
import { publishedEducatorBio } from '@/app/(site)/educators/_components/published-educator-bio'

import { EDUCATOR_BIO_CLASS, EDUCATOR_BIOS_FRAGMENT, educatorBioId } from './educator-bio-shared'

/**
 * An educator's full bio, in the page's HTML and not in its RSC payload (`KeptHtml`, docs/architecture.md#rendering):
 * the bios are most of /educators' text and none of it changes while the page runs. When the browser draws the page
 * itself (a move inside the app), it copies the bio from the page that holds the bios alone (`EDUCATOR_BIOS_FRAGMENT`).
 */
export function EducatorBio({ educatorId }: { educatorId: string }) {
  const drawn = typeof window === 'undefined' ? use(publishedEducatorBio(educatorId)) : null
  const id = educatorBioId(educatorId)
  const copy = useCallback(() => htmlFromDocument(EDUCATOR_BIOS_FRAGMENT, `#${CSS.escape(id)}`), [id])
  return <KeptHtml as="div" id={id} className={EDUCATOR_BIO_CLASS} drawn={drawn} copy={copy} />
}
