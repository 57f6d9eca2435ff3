import type { COURSE_QUERY_RESULT } from '@/lib/content/sanity.types'

export type Course = NonNullable<COURSE_QUERY_RESULT>
export type Lesson = Course['modules'][number]['lessons'][number]
export type LessonOf<T extends Lesson['_type']> = Extract<Lesson, { _type: T }>

/** What the player's sidebar needs of a lesson (the content itself is rendered separately). */
export interface LessonSummary {
  key: string
  /** 1-based position in the whole course: /lesson/<number>. */
  number: number
  title: string
  duration: string
  type: Lesson['_type']
}

export interface ModuleSummary {
  key: string
  title: string
  lessons: LessonSummary[]
}

export interface CourseSummary {
  /** The course's document id: what progress is kept under (docs/behaviour.md#progress). */
  id: string
  slug: string
  title: string
  kind: Course['kind']
  modules: ModuleSummary[]
  totalLessons: number
}

export function summarizeCourse(course: Course): CourseSummary {
  let number = 0
  const modules = course.modules.map((module) => ({
    key: module._key,
    title: module.title,
    lessons: module.lessons.map((lesson) => ({
      key: lesson._key,
      number: ++number,
      title: lesson.title,
      duration: lesson.duration,
      type: lesson._type,
    })),
  }))
  return { id: course._id, slug: course.slug, title: course.title, kind: course.kind, modules, totalLessons: number }
}

/** The lesson at a 1-based position, or null. */
export function lessonAt(course: Course, number: number): Lesson | null {
  return course.modules.flatMap((module) => module.lessons)[number - 1] ?? null
}

export const LESSON_TYPE_LABELS: Record<Lesson['_type'], string> = {
  videoLesson: 'Video',
  textLesson: 'Reading',
  exerciseLesson: 'Exercise',
  writingLesson: 'Writing',
  matchingLesson: 'Matching',
}
