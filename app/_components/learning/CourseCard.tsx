import type { ReactNode } from 'react'

import { CmsImage } from '@/app/_components/ui/CmsImage'
import { Link } from '@/app/_components/ui/Link'
import { formatUsd } from '@/lib/commerce/format'
import { editTargets } from '@/lib/content/edit-target'
import type { COURSE_CATALOGUE_QUERY_RESULT, LIVE_PROGRAMS_QUERY_RESULT } from '@/lib/content/sanity.types'
import { courseLinkLabel } from '@/lib/learning/course-links'
import { courseBasePath } from '@/lib/learning/paths'

import { CourseProgressLine } from './CourseProgressLine'

export type CatalogueCourse = COURSE_CATALOGUE_QUERY_RESULT[number]
type LiveProgram = LIVE_PROGRAMS_QUERY_RESULT[number]

/**
 * A course card in one of two variants that share their text (title, facts, price, description, features):
 * a catalogue course (image, level, length, lessons, enrolment state, Explore link, then the learner's progress
 * once started) or a live program
 * ("Most Popular" badge, price per program or per month, Coming Soon). In draft mode a click on the card opens
 * its document in the Studio, on a course's image that image.
 */
export function CourseCard(props: { course: CatalogueCourse } | { program: LiveProgram }) {
  return 'program' in props ? (
    <LiveProgramCard program={props.program} />
  ) : (
    <CatalogueCourseCard course={props.course} />
  )
}

async function CatalogueCourseCard({ course }: { course: CatalogueCourse }) {
  const edit = await editTargets()
  const headingId = `course-${course.slug}`
  const source = { id: course._id, type: 'course' }
  return (
    <article
      aria-labelledby={headingId}
      {...edit({ ...source, path: 'title' })}
      className="flex h-full flex-col overflow-hidden rounded-3xl border-2 border-sand-dark bg-white shadow-sm"
    >
      <CmsImage
        image={course.image}
        width={480}
        sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw"
        className="h-auto w-full bg-sand"
        alt=""
        edit={edit({ ...source, path: 'image' })}
      />
      <div className="flex flex-1 flex-col p-6">
        <CardText
          headingId={headingId}
          title={course.title}
          facts={
            <>
              {course.level} · {course.duration} · {course.lessonCount} lessons
            </>
          }
          price={typeof course.price === 'number' ? formatUsd(course.price, 'whole') : null}
          description={course.description}
          features={course.features}
        />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {course.comingSoon ? (
            <button
              type="button"
              disabled
              className="inline-flex min-h-12 cursor-not-allowed items-center rounded-full bg-sand-dark px-6 py-2 font-semibold text-ink"
            >
              Coming Soon
            </button>
          ) : null}
          <Link
            href={courseBasePath(course.kind, course.slug)}
            className="inline-flex min-h-12 items-center font-semibold text-clay-dark underline underline-offset-4"
          >
            {courseLinkLabel(course.comingSoon, 'Explore the lessons')}
            <span className="sr-only">: {course.title}</span>
          </Link>
        </div>
        <CourseProgressLine courseId={course._id} title={course.title} lessonKeys={course.lessonKeys} />
      </div>
    </article>
  )
}

async function LiveProgramCard({ program }: { program: LiveProgram }) {
  const edit = await editTargets()
  const headingId = `program-${program._id}`
  return (
    <article
      aria-labelledby={headingId}
      {...edit({ id: program._id, type: 'liveProgram', path: 'title' })}
      className={`relative flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ${program.popular ? 'border-4 border-clay' : 'border-2 border-sand-dark'}`}
    >
      {program.popular && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-clay px-4 py-1 text-sm font-bold whitespace-nowrap text-white">
          Most Popular
        </p>
      )}
      <CardText
        headingId={headingId}
        title={program.title}
        facts={
          <>
            {program.duration} · {program.schedule}
          </>
        }
        price={
          <>
            {formatUsd(program.price, 'whole')}
            {program.priceUnit === 'month' ? '/month' : ''}
          </>
        }
        description={program.description}
        features={program.features}
      />
      <button
        type="button"
        disabled
        className="mt-6 inline-flex min-h-12 cursor-not-allowed items-center justify-center rounded-full bg-sand-dark px-6 py-2 font-semibold text-ink"
      >
        Coming Soon
      </button>
    </article>
  )
}

/** The text both variants show, in order; `price` null when the course has none. */
function CardText({
  headingId,
  title,
  facts,
  price,
  description,
  features,
}: {
  headingId: string
  title: string
  facts: ReactNode
  price: ReactNode
  description: string
  features: string[]
}) {
  return (
    <>
      <h3 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h3>
      <p className="mt-1 text-sm font-semibold text-forest">{facts}</p>
      {price !== null && <p className="mt-3 text-3xl font-bold text-clay-dark">{price}</p>}
      <p className="mt-3 text-muted">{description}</p>
      <ul className="mt-4 flex-1 space-y-1" aria-label={`${title} includes`}>
        {features.map((feature) => (
          <li key={feature} className="flex gap-2 text-ink">
            <span aria-hidden="true" className="text-forest">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </>
  )
}
