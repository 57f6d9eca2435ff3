import type { Metadata } from 'next'

import { CheckoutCancelledNotice } from '@/app/_components/commerce/payment/CheckoutCancelledNotice'
import { CurriculumPromo } from '@/app/_components/home/CurriculumPromo'
import { DonationSection } from '@/app/_components/home/DonationSection'
import { Hero } from '@/app/_components/home/Hero'
import { ParentQuotes } from '@/app/_components/home/ParentQuotes'
import { PlansSection } from '@/app/_components/home/PlansSection'
import { TestimonialVideo } from '@/app/_components/home/TestimonialVideo'
import { JsonLd } from '@/app/_components/ui/JsonLd'
import { resolveImage } from '@/lib/content/image'
import { PUBLISHED } from '@/lib/content/loader'
import { loadPlans, loadSchoolYear } from '@/lib/school/content'
import { currentSchoolDay } from '@/lib/school/school-day'
import { loadHomePage, loadSiteSettings } from '@/lib/site/content'
import { organizationJsonLd } from '@/lib/structured-data'

export const metadata: Metadata = { alternates: { canonical: '/' } }

export default async function HomePage() {
  // The plans section's enrolment notice depends on the date: the page is rendered for one school day.
  const [home, plans, settings, year, today] = await Promise.all([
    loadHomePage(),
    loadPlans(),
    loadSiteSettings(),
    loadSchoolYear(),
    currentSchoolDay(),
  ])
  const links = settings.externalLinks
  // Structured data describes the published site, also in preview.
  const published = await loadSiteSettings(PUBLISHED)
  const organization = organizationJsonLd({ ...published, logoUrl: resolveImage(published.logo, 512)?.src })
  return (
    <>
      <JsonLd data={organization} />
      <CheckoutCancelledNotice />
      <Hero hero={home.hero} links={links} scholarshipClaim={settings.scholarshipClaim} />
      <CurriculumPromo promo={home.curriculumPromo} links={links} />
      <PlansSection section={home.plansSection} plans={plans} year={year} today={today} />
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
