import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { CmsImage } from '@/app/_components/ui/CmsImage'
import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import type { ExternalLinks, HomePage } from '@/lib/site/home'

type Props = { hero: HomePage['hero']; links: ExternalLinks; scholarshipClaim: string }

const ART_WIDTH = 640
const ART_SIZES = '(min-width: 1024px) 50vw, 100vw'
const ART_CLASS = 'mx-auto h-auto w-full max-w-xl rounded-3xl shadow-xl lg:max-w-none'

/**
 * Above the fold: the promise, the consultation booking (primary) and the free e-book (secondary).
 * The art is the page's largest paint: a small SVG arrives inside the HTML (a data: URI), so it paints
 * with the text instead of queuing behind fonts and scripts; anything else loads with high priority.
 */
export function Hero({ hero, links, scholarshipClaim }: Props) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-sand">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:py-20 lg:grid-cols-2 lg:px-6">
        <div>
          <p className="inline-block rounded-full bg-ochre-light px-4 py-1 text-sm font-semibold text-clay-dark">
            {scholarshipClaim}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 font-display text-4xl leading-tight font-bold text-ink sm:text-5xl lg:text-6xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">{hero.subheading}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ExternalLink
              href={links.consultationBooking.url}
              className={linkButtonClass({ size: 'hero', tone: 'primary', centred: true, className: 'shadow-md' })}
            >
              {hero.primaryCtaLabel}
            </ExternalLink>
            <ExternalLink
              href={links.ebookPdf.url}
              className={linkButtonClass({ size: 'hero', tone: 'outline', centred: true, className: 'bg-cream' })}
            >
              {hero.secondaryCtaLabel}
            </ExternalLink>
          </div>
        </div>
        <CmsImage image={hero.image} width={ART_WIDTH} priority sizes={ART_SIZES} className={ART_CLASS} />
      </div>
      <div className="kente-band h-2" aria-hidden="true" />
    </section>
  )
}
