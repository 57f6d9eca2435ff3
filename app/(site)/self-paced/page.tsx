import type { Metadata } from 'next'

import { CourseQuiz } from '@/app/_components/learning/CourseQuiz'
import { fetchContent } from '@/lib/content'
import { COURSE_CATALOGUE_QUERY, COURSE_QUIZ_QUERY, SELF_PACED_PAGE_QUERY } from '@/lib/content/queries'
import { SELF_PACED_CATEGORIES } from '@/lib/learning/categories'

import { CourseCard } from '../_components/learning/CourseCard'
import { pageMetadata, required } from '../_components/page/pageMetadata'
import { PageHero, PageSection } from '../_components/page/PageHero'
import { PointGrid } from '../_components/page/PointGrid'

const loadPage = async () =>
  required(await fetchContent(SELF_PACED_PAGE_QUERY, {}, { tags: ['selfPacedPage'] }), 'selfPacedPage')

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadPage()).seo, '/self-paced')
}

/** /self-paced: the six courses by category, the course quiz, the benefits. */
export default async function SelfPacedPage() {
  const [page, catalogue, questions] = await Promise.all([
    loadPage(),
    fetchContent(COURSE_CATALOGUE_QUERY, {}, { tags: ['course'] }),
    fetchContent(COURSE_QUIZ_QUERY, {}, { tags: ['courseQuizQuestion'] }),
  ])
  const courses = catalogue.filter((course) => course.kind === 'self-paced')
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <div className="mx-auto mt-8 max-w-2xl rounded-3xl bg-forest-dark px-6 py-6">
          <h2 className="font-display text-2xl font-semibold">{page.quizHeading}</h2>
          <p className="mt-2 text-sand">{page.quizIntro}</p>
          <div className="mt-5">
            <CourseQuiz
              label={page.quizButtonLabel}
              questions={questions}
              courses={courses.map(({ slug, title, description }) => ({ slug, title, description }))}
            />
          </div>
        </div>
      </PageHero>
      <PageSection id="courses-heading" heading={page.coursesHeading}>
        <div className="space-y-12">
          {SELF_PACED_CATEGORIES.map((category) => {
            const inCategory = courses.filter((course) => course.category === category.value)
            if (inCategory.length === 0) return null
            return (
              <section key={category.value} aria-labelledby={`category-${category.value}`}>
                <h3 id={`category-${category.value}`} className="font-display text-2xl font-semibold text-forest">
                  {category.title}
                </h3>
                <ul className="mt-5 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {inCategory.map((course) => (
                    <li key={course._id}>
                      <CourseCard course={course} />
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </div>
      </PageSection>
      <PageSection id="benefits-heading" heading={page.benefitsHeading} tone="sand">
        <PointGrid points={page.benefits} />
      </PageSection>
    </>
  )
}
