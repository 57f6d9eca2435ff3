'use client'

import { Link } from '@/app/_components/ui/Link'
import { JOIN_NOW, type CommunityLink } from '@/lib/site/nav-items'

import { AccountSlot } from './AccountSlot'
import { LearnerSlot } from './LearnerSlot'
import { MainNav } from './MainNav'
import { MobileMenu } from './MobileMenu'
import { NavItemLink } from './NavItemLink'

/** The logo as the server resolved it for its size (`headerLogo` in the site layout, with next/image's `srcset`). */
export type HeaderLogo = { src: string; srcSet?: string; width: number; height: number }

type Props = { siteTitle: string; logo: HeaderLogo | null; community: CommunityLink }

/**
 * The top navigation on every public page: dropdowns from md up, the toggled menu below. A client component, though
 * only its parts respond to a visitor: the page's RSC payload then carries its three props, not its markup
 * (docs/architecture.md#rendering).
 */
export function SiteHeader({ siteTitle, logo, community }: Props) {
  return (
    <header className="sticky top-0 z-40 border-b border-sand-dark bg-cream/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 lg:px-6">
        {/* On a narrow phone with the learner switch beside the menu, the logo is what gives way: it shrinks. */}
        <Link href="/" className="flex min-w-0 items-center gap-2 rounded-md">
          {logo ? (
            <>
              {/* The logo is a wordmark: its text is the site title, said once for screen readers. It is never a
                  page's largest paint, so it comes from the cache rather than inside every page's document. */}
              {/* next/image's element, with its attributes computed on the server (image-attributes.ts): its
                  component would bring its script to every page. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                {...logo}
                alt=""
                loading="eager"
                decoding="async"
                style={{ color: 'transparent' }}
                className="h-10 w-auto max-w-full object-contain object-left lg:h-12"
              />
              <span className="sr-only">{siteTitle} home</span>
            </>
          ) : (
            <span className="truncate font-display text-xl font-semibold text-clay-dark">{siteTitle}</span>
          )}
        </Link>
        <MainNav community={community} />
        <div className="flex shrink-0 items-center gap-2">
          <LearnerSlot />
          <div className="hidden items-center gap-2 md:flex">
            <AccountSlot variant="desktop" />
            <NavItemLink
              link={JOIN_NOW}
              current={false}
              className="hidden rounded-full bg-clay px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-clay-dark lg:inline-flex"
            />
          </div>
          <MobileMenu community={community} />
        </div>
      </div>
    </header>
  )
}
