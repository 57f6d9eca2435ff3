/**
 * The site's destinations (docs/behaviour.md#navigation). The labels are interface
 * chrome; the one external destination (the community network) comes from siteSettings.
 */
export type NavLink = { label: string; href: string; external?: boolean }
export type NavGroup = { kind: 'group'; id: string; label: string; items: NavLink[] }
export type NavEntry = ({ kind: 'link' } & NavLink) | NavGroup

export type CommunityLink = { label: string; url: string } | null

export function buildNav(community: CommunityLink): NavEntry[] {
  const more: NavLink[] = [
    { label: 'Events', href: '/events' },
    { label: 'Blog & Stories', href: '/blog' },
    { label: 'Learning Games', href: '/learning-games' },
    { label: 'Careers', href: '/careers' },
  ]
  if (community) more.push({ label: community.label, href: community.url, external: true })
  more.push({ label: 'About', href: '/about' })

  return [
    { kind: 'link', label: 'Home', href: '/' },
    {
      kind: 'group',
      id: 'programs',
      label: 'Programs',
      items: [
        { label: 'Live Classes Overview', href: '/programs' },
        { label: 'Self-Paced Courses', href: '/self-paced' },
        { label: 'College Preparation', href: '/college-prep' },
        { label: 'Curriculum', href: '/curriculum' },
      ],
    },
    { kind: 'link', label: 'Educators', href: '/educators' },
    { kind: 'link', label: 'Homeschool Materials', href: '/homeschool-materials' },
    { kind: 'group', id: 'more', label: 'More', items: more },
  ]
}

export const JOIN_NOW: NavLink = { label: 'Join Now', href: '/programs' }

/** True when `href` is the current page (or, for sections, an ancestor of it). */
export function isCurrent(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
