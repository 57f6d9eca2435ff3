import { PortableText, type PortableTextComponents } from '@portabletext/react'

import { ContactCard } from '@/app/_components/frame/ContactCard'
import { proseLists, proseMarks, proseParagraph } from '@/app/_components/ui/portable/prose-parts'
import type { SiteSettings } from '@/lib/site/home'
import type { SitePage } from '@/lib/site/pages'

type Props = {
  body: SitePage['body']
  /** Each heading's id, by its block key (lib/site/table-of-contents.ts), so the contents can link to it. */
  idByKey: ReadonlyMap<string, string>
  contact: SiteSettings['contact']
}

/** A page's text, rendered on the server from Portable Text: headings carry the ids the contents link to. */
export function PageText({ body, idByKey, contact }: Props) {
  const components: PortableTextComponents = {
    block: {
      ...proseParagraph,
      h2: ({ children, value }) => (
        <h2
          id={value._key ? idByKey.get(value._key) : undefined}
          className="scroll-mt-6 pt-6 font-display text-3xl font-semibold text-forest"
        >
          {children}
        </h2>
      ),
      h3: ({ children, value }) => (
        <h3
          id={value._key ? idByKey.get(value._key) : undefined}
          className="scroll-mt-6 pt-2 font-display text-2xl font-semibold text-ink"
        >
          {children}
        </h3>
      ),
      blockquote: ({ children }) => (
        <blockquote className="border-l-4 border-ochre bg-sand px-6 py-4 text-ink">{children}</blockquote>
      ),
    },
    list: proseLists,
    marks: proseMarks,
    types: {
      contactDetails: ({ value }: { value: { note?: string | null } }) => (
        <div className="space-y-3">
          {value.note && <p className="leading-relaxed">{value.note}</p>}
          <ContactCard contact={contact} />
        </div>
      ),
    },
  }
  return (
    <div className="space-y-5 text-lg text-ink" data-testid="page-text">
      <PortableText value={body} components={components} />
    </div>
  )
}
