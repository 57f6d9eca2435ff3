import { CmsImage, type CmsImageValue } from '@/app/_components/ui/CmsImage'
import { Link } from '@/app/_components/ui/Link'
import { buildNav, JOIN_NOW, type CommunityLink } from '@/lib/site/nav-items'

import { AccountSlot } from './AccountSlot'
import { LearnerSlot } from './LearnerSlot'
import { MobileMenu } from './MobileMenu'
import { NavDropdown } from './NavDropdown'
import { NavItemLink } from './NavItemLink'
import { TopLink } from './TopLink'

type Props = { siteTitle: string; logo: CmsImageValue | null; community: CommunityLink }

/** The top navigation on every public page: dropdowns from md up, the toggled menu below. */
export function SiteHeader({ siteTitle, logo, community }: Props) {
  const entries = buildNav(community)
  return (
    <header className="sticky top-0 z-40 border-b border-sand-dark bg-cream/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 lg:px-6">
        <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md">
          {logo ? (
            <>
              {/* The logo is a wordmark: its text is the site title, said once for screen readers. It is never a
                  page's largest paint, so it comes from the cache rather than inside every page's document. */}
              <CmsImage image={logo} width={192} eager className="h-10 w-auto lg:h-12" alt="" />
              <span className="sr-only">{siteTitle} home</span>
            </>
          ) : (
            <span className="font-display text-xl font-semibold text-clay-dark">{siteTitle}</span>
          )}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex lg:gap-1">
          {entries.map((entry) =>
            entry.kind === 'group' ? (
              <NavDropdown key={entry.id} group={entry} />
            ) : (
              <TopLink key={entry.href} link={entry} />
            ),
          )}
        </nav>
        <div className="flex items-center gap-2">
          <LearnerSlot />
          <div className="hidden items-center gap-2 md:flex">
            <AccountSlot variant="desktop" />
            <NavItemLink
              link={JOIN_NOW}
              current={false}
              className="hidden rounded-full bg-clay px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-clay-dark lg:inline-flex"
            />
          </div>
          <MobileMenu entries={entries} />
        </div>
      </div>
    </header>
  )
}
