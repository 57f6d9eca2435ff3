import type { ReactNode } from 'react'

/** The top band of a content page: its one h1 and the introduction. */
export function PageHero({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <section className="bg-forest text-cream">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:py-20 lg:px-6">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{heading}</h1>
        <p className="mx-auto mt-5 max-w-3xl text-lg leading-relaxed text-sand">{intro}</p>
        {children}
      </div>
    </section>
  )
}

/** A section of a content page with its h2; `id` names the heading for aria-labelledby. */
export function PageSection({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
}: {
  id: string
  heading: string
  intro?: string | null
  tone?: 'plain' | 'sand'
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={`scroll-mt-6 ${tone === 'sand' ? 'bg-sand' : ''}`}>
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={id} className="font-display text-3xl font-semibold text-ink sm:text-4xl">
            {heading}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
