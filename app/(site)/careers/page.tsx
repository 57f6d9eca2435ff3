import type { Metadata } from 'next'

import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { PointGrid } from '@/app/_components/ui/PointGrid'
import { loadCareersPage, loadOpenPositions } from '@/lib/careers/content'
import { editTargets } from '@/lib/content/edit-target'
import { PUBLISHED } from '@/lib/content/loader'
import { loadSiteSettings } from '@/lib/site/content'
import { pageMetadata } from '@/lib/site/page-metadata'
import { RESUME_ACCEPT, RESUME_MAX_BYTES } from '@/lib/validation'

import { CareerApplicationForm } from './_components/CareerApplicationForm'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadCareersPage(PUBLISHED)).seo, '/careers')
}

const slugOf = (id: string) => id.replace(/[^a-zA-Z0-9-]+/g, '-')

/** /careers: why work with us, the open positions (CMS) and the application form with the résumé. */
export default async function CareersPage() {
  const edit = await editTargets()
  const [page, positions, settings] = await Promise.all([loadCareersPage(), loadOpenPositions(), loadSiteSettings()])
  const hiring = positions.length > 0
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        {hiring && (
          <a href="#apply-heading" className={linkButtonClass({ size: 'hero', tone: 'ochre', className: 'mt-8' })}>
            Apply now
          </a>
        )}
      </PageHero>
      <PageSection id="why-heading" heading={page.whyHeading}>
        <PointGrid points={page.whyPoints} />
      </PageSection>
      <PageSection id="positions-heading" heading={page.positionsHeading} intro={page.positionsIntro} tone="sand">
        {hiring ? (
          <ul className="grid gap-6 md:grid-cols-2" aria-labelledby="positions-heading">
            {positions.map((position) => {
              const headingId = `position-${slugOf(position._id)}`
              return (
                <li key={position._id}>
                  <article
                    aria-labelledby={headingId}
                    className="h-full rounded-3xl border-2 border-sand-dark bg-white p-6 shadow-sm"
                    data-testid="career-position"
                    {...edit({ id: position._id, type: 'careerPosition', path: 'title' })}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <h3 id={headingId} className="font-display text-2xl font-semibold text-forest">
                        {position.title}
                      </h3>
                      {position.partTime && (
                        <span className="rounded-full bg-ochre-light px-3 py-1 text-sm font-semibold text-ink">
                          Part-time
                        </span>
                      )}
                    </div>
                    <p className="mt-3 leading-relaxed text-muted">{position.summary}</p>
                    <h4 className="mt-4 font-semibold text-ink">Responsibilities</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-ink marker:text-clay">
                      {position.responsibilities.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </article>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="mx-auto max-w-3xl text-center text-lg">{page.noOpenPositions}</p>
        )}
      </PageSection>
      {hiring && (
        <PageSection id="apply-heading" heading={page.formHeading} intro={page.formIntro}>
          <CareerApplicationForm
            positions={positions.map((position) => position.title)}
            resume={{ accept: RESUME_ACCEPT, maxMegabytes: RESUME_MAX_BYTES / (1024 * 1024) }}
            contactEmail={settings.contact.email ?? null}
          />
        </PageSection>
      )}
    </>
  )
}
