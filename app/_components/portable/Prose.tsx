import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react'

import { ExternalLink } from '@/app/_components/ExternalLink'

/** Links inside the site stay in the tab; everything else opens safely in a new one. */
function ProseLink({ href, children }: { href: string | undefined; children: React.ReactNode }) {
  const className = 'font-semibold text-clay-dark underline underline-offset-4 hover:text-clay'
  if (!href) return <>{children}</>
  if (href.startsWith('/') || href.startsWith('mailto:') || href.startsWith('#')) {
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

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="leading-relaxed">{children}</p>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => <ProseLink href={(value as { href?: string } | undefined)?.href}>{children}</ProseLink>,
  },
}

/** Short Portable Text (bios): paragraphs, bold, italic, links. */
export function Prose({ value, className }: { value: PortableTextBlock[]; className?: string }) {
  return (
    <div className={className ?? 'space-y-3'}>
      <PortableText value={value} components={components} />
    </div>
  )
}
