import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import { Link } from '@/app/_components/ui/Link'
import { linkTarget } from '@/lib/content/link-href'
import type { SiteSettings } from '@/lib/site/home'

type Props = {
  heading: SiteSettings['quickLinksHeading'] | null | undefined
  links: SiteSettings['quickLinks'] | null | undefined
  linkClass: string
}

/**
 * The footer's quick links from Site settings, in their order: a path on the site stays in the tab, another
 * site opens in a new one, and a link the site does not render (lib/content/link-href.ts) shows as its
 * label alone. With no links the whole block is left out; with no heading the list stands alone.
 */
export function QuickLinks({ heading, links, linkClass }: Props) {
  if (!links || links.length === 0) return null
  return (
    <nav aria-labelledby={heading ? 'footer-quick' : undefined}>
      {heading && (
        <h2 id="footer-quick" className="text-lg font-semibold text-white">
          {heading}
        </h2>
      )}
      <ul className="mt-3 space-y-1 text-base md:text-sm">
        {links.map((link) => {
          const target = linkTarget(link.href)
          return (
            <li key={link._key}>
              {target?.kind === 'internal' ? (
                <Link className={linkClass} href={target.href}>
                  {link.label}
                </Link>
              ) : target?.kind === 'external' ? (
                <ExternalLink className={linkClass} href={target.href}>
                  {link.label}
                </ExternalLink>
              ) : target ? (
                <a className={linkClass} href={target.href}>
                  {link.label}
                </a>
              ) : (
                <span className="inline-block py-1">{link.label}</span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
