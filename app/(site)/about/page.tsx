import type { Metadata } from 'next'

import { ContactCard } from '@/app/_components/frame/ContactCard'
import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { PointGrid } from '@/app/_components/ui/PointGrid'
import { PUBLISHED } from '@/lib/content/loader'
import { loadAboutPage } from '@/lib/school/content'
import { loadSiteSettings } from '@/lib/site/content'
import { pageMetadata } from '@/lib/site/page-metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadAboutPage(PUBLISHED)).seo, '/about')
}

/** /about: mission, the six values, contact and the community network. */
export default async function AboutPage() {
  const [page, settings] = await Promise.all([loadAboutPage(), loadSiteSettings()])
  const community = settings.externalLinks.communityNetwork
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <PageSection id="mission-heading" heading={page.missionHeading}>
        <p className="mx-auto max-w-3xl text-lg leading-relaxed whitespace-pre-line">{page.mission}</p>
      </PageSection>
      <PageSection id="values-heading" heading={page.valuesHeading} tone="sand">
        <PointGrid points={page.values} />
      </PageSection>
      <PageSection id="contact-heading" heading={page.contactHeading} intro={page.contactIntro}>
        <div className="mx-auto max-w-3xl">
          <ContactCard contact={settings.contact} />
        </div>
      </PageSection>
      <PageSection id="community-heading" heading={page.communityHeading} intro={page.communityIntro} tone="sand">
        <div className="text-center">
          <ExternalLink
            href={community.url}
            className={linkButtonClass({ size: 'hero', className: 'bg-forest text-cream hover:bg-forest-dark' })}
          >
            {community.label}
          </ExternalLink>
        </div>
      </PageSection>
    </>
  )
}
