import type { Metadata } from 'next'

import { CourseCard } from '@/app/_components/learning/CourseCard'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { PointGrid } from '@/app/_components/ui/PointGrid'
import { PUBLISHED } from '@/lib/content/loader'
import { SELF_PACED_CATEGORIES } from '@/lib/learning/categories'
import { loadCourseCatalogue, loadCourseQuiz, loadSelfPacedPage } from '@/lib/learning/content'
import { quizCourses } from '@/lib/learning/recommend'
import { pageMetadata } from '@/lib/site/page-metadata'

import { CourseQuiz } from './_components/CourseQuiz'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadSelfPacedPage(PUBLISHED)).seo, '/self-paced')
}

/** /self-paced: the six courses by category, the course quiz, the benefits. */
export default async function SelfPacedPage() {
  const [page, catalogue, questions] = await Promise.all([loadSelfPacedPage(), loadCourseCatalogue(), loadCourseQuiz()])
  const courses = catalogue.filter((course) => course.kind === 'self-paced')
  const quiz = quizCourses(courses)
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <div className="mx-auto mt-8 max-w-2xl rounded-3xl bg-forest-dark px-6 py-6">
          <h2 className="font-display text-2xl font-semibold">{page.quizHeading}</h2>
          <p className="mt-2 text-sand">{page.quizIntro}</p>
          {Object.keys(quiz).length > 0 && (
            <div className="mt-5">
              <CourseQuiz label={page.quizButtonLabel} questions={questions} courses={quiz} />
            </div>
          )}
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
