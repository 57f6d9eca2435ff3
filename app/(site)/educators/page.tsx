import type { Metadata } from 'next'

import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { PUBLISHED } from '@/lib/content/loader'
import { loadEducators, loadEducatorsPage } from '@/lib/school/content'
import { loadSiteSettings } from '@/lib/site/content'
import { pageMetadata } from '@/lib/site/page-metadata'

import { EducatorCard, type Educator } from './_components/EducatorCard'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadEducatorsPage(PUBLISHED)).seo, '/educators')
}

function EducatorGrid({ educators }: { educators: Educator[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {educators.map((educator) => (
        <li key={educator._id}>
          <EducatorCard educator={educator} />
        </li>
      ))}
    </ul>
  )
}

/** /educators: the leadership team, then the faculty, then how to reach us. */
export default async function EducatorsPage() {
  const [page, educators, settings] = await Promise.all([loadEducatorsPage(), loadEducators(), loadSiteSettings()])
  const leadership = educators.filter((educator) => educator.group === 'leadership')
  const faculty = educators.filter((educator) => educator.group === 'faculty')
  const { contact } = settings
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <PageSection id="leadership-heading" heading={page.leadershipHeading}>
        <EducatorGrid educators={leadership} />
      </PageSection>
      <PageSection id="faculty-heading" heading={page.facultyHeading} tone="sand">
        <EducatorGrid educators={faculty} />
      </PageSection>
      <PageSection id="contact-heading" heading={page.contactHeading} intro={page.contactIntro}>
        <div className="flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ExternalLink
            href={settings.externalLinks.consultationBooking.url}
            className={linkButtonClass({ size: 'hero', tone: 'primary' })}
          >
            {page.consultationLabel}
          </ExternalLink>
          <a href={`mailto:${contact.email}`} className={linkButtonClass({ size: 'hero', tone: 'outline' })}>
            E-mail {contact.email}
          </a>
        </div>
      </PageSection>
    </>
  )
}
