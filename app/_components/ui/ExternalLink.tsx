import type { AnchorHTMLAttributes, ReactNode } from 'react'

import { definedOnly } from './defined-props'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'href'> & {
  href: string
  children: ReactNode
}

const NEW_TAB = ' (opens in a new tab)'

/**
 * Every link that leaves the site: opens a new tab without handing it our window, and says so to a screen reader.
 * A link named by an `aria-label` (an icon, say) says it in the label, since the label replaces what is inside.
 */
export function ExternalLink({ href, children, 'aria-label': label, ...rest }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...definedOnly({ 'aria-label': label ? `${label}${NEW_TAB}` : undefined })}
      {...rest}
    >
      {children}
      {!label && <span className="sr-only">{NEW_TAB}</span>}
    </a>
  )
}
