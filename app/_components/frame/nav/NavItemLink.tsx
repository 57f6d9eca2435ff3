'use client'

import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import { Link } from '@/app/_components/ui/Link'
import type { NavLink } from '@/lib/site/nav-items'

type Props = {
  link: NavLink
  current: boolean
  className: string
  onNavigate?: () => void
}

/** One destination: an internal Link (marked when current) or an external new-tab link. */
export function NavItemLink({ link, current, className, onNavigate }: Props) {
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className} onClick={onNavigate}>
        {link.label}
      </ExternalLink>
    )
  }
  return (
    <Link href={link.href} className={className} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      {link.label}
    </Link>
  )
}
