import type { PortableTextMarkComponent } from '@portabletext/react'

import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import { linkTarget } from '@/lib/content/link-href'

const className = 'font-semibold text-clay-dark underline underline-offset-4 hover:text-clay'

/**
 * A Portable Text link: inside the site, mail and phone stay in the tab; another site opens safely in a
 * new one. The Studio refuses other links, but a link that is not one of those (javascript:, data:, a
 * backslash path that browsers send to another host…) is still rendered as its text alone, in case one
 * reaches the dataset some other way.
 */
export function ProseLink({ href, children }: { href: string | undefined; children: React.ReactNode }) {
  const target = linkTarget(href)
  if (!target) return <>{children}</>
  if (target.kind === 'external') {
    return (
      <ExternalLink href={target.href} className={className}>
        {children}
      </ExternalLink>
    )
  }
  return (
    <a href={target.href} className={className}>
      {children}
    </a>
  )
}

/** The `link` mark of every Portable Text field (schemas/fields/fields.ts, linkAnnotation). */
export const linkMark: PortableTextMarkComponent<{ _type: 'link'; href?: string }> = ({ value, children }) => (
  <ProseLink href={value?.href}>{children}</ProseLink>
)
