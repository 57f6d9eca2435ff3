import { Link } from '@/app/_components/ui/Link'
import type { SiteSettings } from '@/lib/site/home'
import { pagePath } from '@/lib/site/page-paths'

type Props = { pages: SiteSettings['footerPages'] | null | undefined; linkClass: string }

/**
 * The footer's bottom row: the pages Site settings lists there (privacy, terms, refunds, FAQ), each under its
 * own title at its own address. A page not published yet (its reference answers nothing) is left out.
 */
export function PolicyLinks({ pages, linkClass }: Props) {
  const shown = (pages ?? []).flatMap((page) => (page?.slug ? [{ ...page, slug: page.slug }] : []))
  if (shown.length === 0) return null
  return (
    <nav aria-label="Policies and help">
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm">
        {shown.map((page) => (
          <li key={page._id}>
            <Link className={linkClass} href={pagePath(page.slug)}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
