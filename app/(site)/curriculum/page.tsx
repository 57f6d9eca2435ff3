import type { Metadata } from 'next'

import { balancedGridClasses } from '@/app/_components/ui/balanced-grid'
import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import { CheckIcon } from '@/app/_components/ui/Icons'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { PointGrid } from '@/app/_components/ui/PointGrid'
import { PUBLISHED } from '@/lib/content/loader'
import { loadCurriculumPage } from '@/lib/school/content'
import { loadSiteSettings } from '@/lib/site/content'
import { pageMetadata } from '@/lib/site/page-metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadCurriculumPage(PUBLISHED)).seo, '/curriculum')
}

/** /curriculum: philosophy, subject areas, academic standards and the consultation link. */
export default async function CurriculumPage() {
  const [page, settings] = await Promise.all([loadCurriculumPage(), loadSiteSettings()])
  const consultation = settings.externalLinks.consultationBooking
  const subjectGrid = balancedGridClasses(page.subjectAreas.length)
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <PageSection id="philosophy-heading" heading={page.philosophyHeading}>
        <p className="mx-auto max-w-3xl text-lg leading-relaxed whitespace-pre-line">{page.philosophy}</p>
        <div className="mt-10">
          <PointGrid points={page.principles} />
        </div>
      </PageSection>
      <PageSection id="subjects-heading" heading={page.subjectsHeading} tone="sand">
        <ul className={subjectGrid.list} data-testid="subject-areas">
          {page.subjectAreas.map((area) => (
            <li key={area._key} className={`${subjectGrid.item} flex-col rounded-3xl bg-white p-6 shadow-sm`}>
              <h3 className="font-display text-xl font-semibold text-forest">{area.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{area.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${area.title} topics`}>
                {area.topics.map((topic) => (
                  <li key={topic} className="rounded-full bg-ochre-light px-3 py-1 text-sm font-medium text-ink">
                    {topic}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="standards-heading" heading={page.standardsHeading} intro={page.standardsIntro}>
        <ul className="mx-auto max-w-3xl space-y-3">
          {page.standards.map((standard) => (
            <li key={standard} className="flex gap-3 text-lg">
              <CheckIcon className="mt-1 h-5 w-5 shrink-0 text-forest" />
              <span>{standard}</span>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="consultation-heading"
        heading={page.consultationHeading}
        intro={page.consultationIntro}
        tone="sand"
      >
        <div className="text-center">
          <ExternalLink href={consultation.url} className={linkButtonClass({ size: 'hero', tone: 'primary' })}>
            {page.consultationLabel}
          </ExternalLink>
        </div>
      </PageSection>
    </>
  )
}
