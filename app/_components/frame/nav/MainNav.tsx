'use client'

import { buildNav, type CommunityLink } from '@/lib/site/nav-items'

import { NavDropdown } from './NavDropdown'
import { TopLink } from './TopLink'

/**
 * The desktop bar's destinations. The list is built here from the one link that comes from Site settings, so the
 * page's RSC payload carries that link and not every label and address of the menu.
 */
export function MainNav({ community }: { community: CommunityLink }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex lg:gap-1">
      {buildNav(community).map((entry) =>
        entry.kind === 'group' ? (
          <NavDropdown key={entry.id} group={entry} />
        ) : (
          <TopLink key={entry.href} link={entry} />
        ),
      )}
    </nav>
  )
}
