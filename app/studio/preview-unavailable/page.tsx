import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { connection } from 'next/server'

import { SiteStylesheet } from '@/app/_components/frame/SiteStylesheet'
import { DRAFT_MODE_MESSAGES } from '@/lib/content/draft-mode'
import { readContentEnv, resolveContentSource } from '@/lib/content/env'

import { PresentationConnection } from './_components/PresentationConnection'

export const metadata: Metadata = {
  title: 'Preview · Sankofa Academy',
  robots: { index: false, follow: false },
}

/**
 * Where Presentation lands when the site's pages read the bundled content (lib/content/draft-mode.ts): the reason,
 * in the words the Studio's bar uses, on a page that answers Presentation, so the Studio does not cover it with
 * "Unable to connect" after its wait. Once the pages read the Content Lake it leads home, where preview works.
 */
export default async function PreviewUnavailablePage() {
  await connection()
  if (resolveContentSource(readContentEnv()) === 'sanity') redirect('/')
  return (
    <main
      aria-labelledby="preview-unavailable-title"
      className="flex min-h-screen items-center justify-center bg-cream px-4 py-8 text-ink"
    >
      <SiteStylesheet />
      <div className="w-full max-w-2xl space-y-4 rounded-2xl border border-sand-dark bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-clay-dark uppercase">Sankofa Academy · Preview</p>
        <h1 id="preview-unavailable-title" className="font-display text-3xl leading-tight font-bold">
          Drafts cannot be previewed here yet
        </h1>
        <p className="text-lg leading-relaxed">{DRAFT_MODE_MESSAGES.readsFixtures}</p>
      </div>
      <PresentationConnection />
    </main>
  )
}
