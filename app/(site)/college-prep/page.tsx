import type { Metadata } from 'next'

import { CourseCard } from '@/app/_components/learning/CourseCard'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { PUBLISHED } from '@/lib/content/loader'
import { loadCollegePrepPage, loadCourseCatalogue, loadLivePrograms } from '@/lib/learning/content'
import { pageMetadata } from '@/lib/site/page-metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadCollegePrepPage(PUBLISHED)).seo, '/college-prep')
}

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
      <div id="programs" className="scroll-mt-6">
        <PageSection id="programs-heading" heading={page.programsHeading} intro={page.programsIntro}>
          <ul className="grid gap-6 md:grid-cols-3">
            {programs.map((program) => (
              <li key={program._id}>
                <CourseCard program={program} />
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
