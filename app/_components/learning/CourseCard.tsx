import Link from 'next/link'

import { CmsImage } from '@/app/_components/frame/CmsImage'
import type { COURSE_CATALOGUE_QUERY_RESULT } from '@/lib/content/sanity.types'

import { courseBasePath } from '@/lib/learning/paths'

export type CatalogueCourse = COURSE_CATALOGUE_QUERY_RESULT[number]

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount)

/** A catalogue card: image, title, level, length, lessons, price, description, features, enrolment state. */
export function CourseCard({ course }: { course: CatalogueCourse }) {
  const headingId = `course-${course.slug}`
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-3xl border-2 border-sand-dark bg-white shadow-sm">
      <CmsImage image={course.image} width={480} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw" className="h-auto w-full bg-sand" alt="" />
      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="font-display text-2xl font-semibold text-ink">
          {course.title}
        </h3>
        <p className="mt-1 text-sm font-semibold text-forest">
          {course.level} · {course.duration} · {course.lessonCount} lessons
        </p>
        {typeof course.price === 'number' && <p className="mt-3 text-3xl font-bold text-clay-dark">{usd(course.price)}</p>}
        <p className="mt-3 text-muted">{course.description}</p>
        <ul className="mt-4 flex-1 space-y-1" aria-label={`${course.title} includes`}>
          {course.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-ink">
              <span aria-hidden="true" className="text-forest">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {course.comingSoon ? (
            <button type="button" disabled className="inline-flex min-h-12 cursor-not-allowed items-center rounded-full bg-sand-dark px-6 py-2 font-semibold text-ink">
              Coming Soon
            </button>
          ) : null}
          <Link
            href={courseBasePath(course.kind, course.slug)}
            className="inline-flex min-h-12 items-center font-semibold text-clay-dark underline underline-offset-4"
          >
            Explore the lessons<span className="sr-only">: {course.title}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
