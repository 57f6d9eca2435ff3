import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { CmsImage } from '@/app/_components/ui/CmsImage'
import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import type { ExternalLinks, HomePage } from '@/lib/site/home'

import { ShareButtons } from './ShareButtons'

type Props = { promo: HomePage['curriculumPromo']; links: ExternalLinks }

/**
 * The free Pan-African curriculum: a link to its site and share buttons for three networks, under the
 * home page's share label (left out when empty).
 */
export function CurriculumPromo({ promo, links }: Props) {
  return (
    <section aria-labelledby="curriculum-heading" className="bg-forest text-cream">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-5 lg:px-6">
        <CmsImage
          image={promo.image}
          width={480}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="h-auto w-full rounded-3xl md:col-span-2"
        />
        <div className="md:col-span-3">
          <h2 id="curriculum-heading" className="font-display text-3xl font-semibold sm:text-4xl">
            {promo.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-sand">{promo.body}</p>
          <ExternalLink
            href={links.curriculumSite.url}
            className={linkButtonClass({ size: 'hero', tone: 'ochre', className: 'mt-6' })}
          >
            {promo.ctaLabel}
          </ExternalLink>
          {promo.shareLabel && (
            <p className="mt-8 text-sm font-semibold tracking-wider text-ochre-light uppercase">{promo.shareLabel}</p>
          )}
          <div className={promo.shareLabel ? 'mt-3' : 'mt-8'}>
            <ShareButtons text={promo.shareText} link={links.curriculumSite.url} />
          </div>
        </div>
      </div>
    </section>
  )
}
