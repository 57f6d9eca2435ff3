'use client'

import { usePathname } from 'next/navigation'

import { isCurrent, type NavLink } from '@/lib/site/nav-items'

import { NavItemLink } from './NavItemLink'

/** A top-level desktop navigation link, marked as current on its own page. */
export function TopLink({ link }: { link: NavLink }) {
  const pathname = usePathname()
  return (
    <NavItemLink
      link={link}
      current={isCurrent(pathname, link.href)}
      className="rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-sand aria-[current=page]:text-clay-dark aria-[current=page]:underline aria-[current=page]:decoration-ochre aria-[current=page]:decoration-4 aria-[current=page]:underline-offset-8 lg:px-3 lg:text-base"
    />
  )
}
