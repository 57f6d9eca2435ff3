import type { ReactNode } from 'react'

import { Link } from '@/app/_components/ui/Link'

type Props = { heading: string; intro?: string; children: ReactNode; links: { href: string; label: string }[] }

/** The frame of the confirmation pages: one h1, the order's state, and where to go next. */
export function ConfirmationPage({ heading, intro, children, links }: Props) {
  return (
    <section aria-labelledby="confirmation-heading" className="bg-sand/60 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 shadow-lg sm:p-10">
        <h1 id="confirmation-heading" className="font-display text-3xl font-semibold text-ink sm:text-4xl">
          {heading}
        </h1>
        {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
        <nav aria-label="Where to next" className="mt-8 flex flex-wrap gap-3">
          {links.map((link, index) => (
            <Link
              key={link.href}
              href={link.href}
              className={`inline-flex min-h-12 items-center rounded-full px-5 py-2 font-semibold ${
                index === 0
                  ? 'bg-clay text-white hover:bg-clay-dark'
                  : 'border-2 border-forest text-forest hover:bg-forest hover:text-cream'
              }`}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  )
}
