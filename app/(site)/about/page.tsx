import type { Metadata } from 'next'

import { ExternalLink } from '@/app/_components/ExternalLink'
import { fetchContent } from '@/lib/content'
import { ABOUT_PAGE_QUERY } from '@/lib/content/queries'

import { ContactCard } from '../_components/page/ContactCard'
import { pageMetadata, required } from '../_components/page/pageMetadata'
import { PageHero, PageSection } from '../_components/page/PageHero'
import { PointGrid } from '../_components/page/PointGrid'
import { loadSiteSettings } from '../siteSettings'

const loadPage = async () => required(await fetchContent(ABOUT_PAGE_QUERY, {}, { tags: ['aboutPage'] }), 'aboutPage')

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadPage()).seo, '/about')
}

/** /about: mission, the six values, contact and the community network. */
export default async function AboutPage() {
  const [page, settings] = await Promise.all([loadPage(), loadSiteSettings()])
  const community = settings.externalLinks.communityNetwork
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <PageSection id="mission-heading" heading={page.missionHeading}>
        <p className="mx-auto max-w-3xl whitespace-pre-line text-lg leading-relaxed">{page.mission}</p>
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
            className="inline-flex min-h-12 items-center rounded-full bg-forest px-7 py-3 text-lg font-semibold text-cream hover:bg-forest-dark"
          >
            {community.label}
          </ExternalLink>
        </div>
      </PageSection>
    </>
  )
}
