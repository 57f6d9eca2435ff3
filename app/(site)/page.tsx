import type { Metadata } from 'next'
import { fetchContent } from '@/lib/content'
import { HOME_PAGE_QUERY, PLANS_QUERY } from '@/lib/content/queries'
import { CurriculumPromo } from './_components/home/CurriculumPromo'
import { DonationSection } from './_components/home/DonationSection'
import { Hero } from './_components/home/Hero'
import { ParentQuotes } from './_components/home/ParentQuotes'
import { PlansSection } from './_components/home/PlansSection'
import { TestimonialVideo } from './_components/home/TestimonialVideo'
import { loadSchoolYear } from './schoolContent'
import { loadSiteSettings } from './siteSettings'
import { resolveImage } from '@/app/_components/CmsImage'
import { JsonLd } from '@/app/_components/seo/JsonLd'
import { organizationJsonLd } from '@/lib/structured-data'

export const metadata: Metadata = { alternates: { canonical: '/' } }

async function loadHomePage() {
  const home = await fetchContent(HOME_PAGE_QUERY, {}, { tags: ['homePage', 'testimonial'] })
  if (!home) throw new Error('homePage document is missing: seed the dataset (npm run seed)')
  return home
}

export default async function HomePage() {
  const [home, plans, settings, year] = await Promise.all([
    loadHomePage(),
    fetchContent(PLANS_QUERY, {}, { tags: ['plan'] }),
    loadSiteSettings(),
    loadSchoolYear(),
  ])
  const links = settings.externalLinks
  const organization = organizationJsonLd({ ...settings, logoUrl: resolveImage(settings.logo, 512)?.src })
  return (
    <>
      <JsonLd data={organization} />
      <Hero hero={home.hero} links={links} scholarshipClaim={settings.scholarshipClaim} />
      <CurriculumPromo promo={home.curriculumPromo} links={links} />
      <PlansSection section={home.plansSection} plans={plans} year={year} />
      <TestimonialVideo video={home.testimonialVideo} />
      <ParentQuotes section={home.parentQuotes} />
      <DonationSection
        donation={home.donation}
        scholarshipClaim={settings.scholarshipClaim}
        contactEmail={settings.contact.email}
      />
    </>
  )
}
