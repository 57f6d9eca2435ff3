import type { Metadata } from 'next'
import { loadCollegePrepPage, loadCourseCatalogue, loadLivePrograms } from '@/lib/learning/content'


import { CourseCard } from '@/app/_components/learning/CourseCard'
import { pageMetadata } from '@/lib/site/page-metadata'
import { PageHero, PageSection } from '@/app/_components/frame/PageHero'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadCollegePrepPage()).seo, '/college-prep')
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount)

/** /college-prep: the live programs (anchor #programs) and the self-paced college courses, all Coming Soon. */
export default async function CollegePrepPage() {
  const [page, programs, catalogue] = await Promise.all([
    loadCollegePrepPage(),
    loadLivePrograms(),
    loadCourseCatalogue(),
  ])
  const courses = catalogue.filter((course) => course.kind === 'college')
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <div id="programs" className="scroll-mt-24">
        <PageSection id="programs-heading" heading={page.programsHeading} intro={page.programsIntro}>
          <ul className="grid gap-6 md:grid-cols-3">
            {programs.map((program) => (
              <li key={program._id}>
                <article
                  aria-labelledby={`program-${program._id}`}
                  className={`relative flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ${program.popular ? 'border-4 border-clay' : 'border-2 border-sand-dark'}`}
                >
                  {program.popular && (
                    <p className="absolute -top-4 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-clay px-4 py-1 text-sm font-bold text-white">
                      Most Popular
                    </p>
                  )}
                  <h3 id={`program-${program._id}`} className="font-display text-2xl font-semibold text-ink">
                    {program.title}
                  </h3>
                  <p className="mt-1 text-sm font-semibold text-forest">
                    {program.duration} · {program.schedule}
                  </p>
                  <p className="mt-3 text-3xl font-bold text-clay-dark">
                    {usd(program.price)}
                    {program.priceUnit === 'month' ? '/month' : ''}
                  </p>
                  <p className="mt-3 text-muted">{program.description}</p>
                  <ul className="mt-4 flex-1 space-y-1" aria-label={`${program.title} includes`}>
                    {program.features.map((feature) => (
                      <li key={feature} className="flex gap-2 text-ink">
                        <span aria-hidden="true" className="text-forest">
                          ✓
                        </span>
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    disabled
                    className="mt-6 inline-flex min-h-12 cursor-not-allowed items-center justify-center rounded-full bg-sand-dark px-6 py-2 font-semibold text-ink"
                  >
                    Coming Soon
                  </button>
                </article>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>
      <PageSection id="college-courses-heading" heading={page.coursesHeading} intro={page.coursesIntro} tone="sand">
        <ul className="grid gap-6 md:grid-cols-3">
          {courses.map((course) => (
            <li key={course._id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
