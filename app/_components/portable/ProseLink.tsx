import type { PortableTextMarkComponent } from '@portabletext/react'

import { ExternalLink } from '@/app/_components/ExternalLink'

const className = 'font-semibold text-clay-dark underline underline-offset-4 hover:text-clay'

/** True for a path on this site, a fragment or mail: those stay in the tab. */
const staysHere = (href: string) => /^(\/(?!\/)|#|mailto:)/.test(href)

/** A Portable Text link: inside the site it stays in the tab; another site opens safely in a new one. */
export function ProseLink({ href, children }: { href: string | undefined; children: React.ReactNode }) {
  if (!href) return <>{children}</>
  if (staysHere(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  )
}

/** The `link` mark of every Portable Text field (schemas/lib/fields.ts, linkAnnotation). */
export const linkMark: PortableTextMarkComponent<{ _type: 'link'; href?: string }> = ({ value, children }) => (
  <ProseLink href={value?.href}>{children}</ProseLink>
)
