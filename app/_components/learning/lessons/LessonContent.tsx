import { PerLearner } from '@/app/_components/learning/PerLearner'
import type { DraftCourse } from '@/lib/learning/drafts'
import type { Lesson } from '@/lib/learning/model'

import { ExerciseLesson, MatchingLesson, VideoLesson, WritingLesson } from './InteractiveLessons'
import { LessonText } from './LessonText'

export const UNKNOWN_LESSON_TYPE_MESSAGE = 'Content type not yet implemented'

/**
 * A lesson's content by its type; a type the player does not know says so instead of failing. The lessons a child
 * works in start again when another child takes over (PerLearner).
 */
export function LessonContent({ lesson, course }: { lesson: Lesson; course: DraftCourse }) {
  const content = lessonOfType(lesson, course)
  return lesson._type === 'textLesson' ? content : <PerLearner>{content}</PerLearner>
}

function lessonOfType(lesson: Lesson, course: DraftCourse) {
  switch (lesson._type) {
    case 'videoLesson':
      return <VideoLesson lesson={lesson} />
    case 'textLesson':
      return <LessonText lesson={lesson} />
    case 'exerciseLesson':
      return <ExerciseLesson lesson={lesson} />
    case 'writingLesson':
      return <WritingLesson lesson={lesson} course={course} />
    case 'matchingLesson':
      return <MatchingLesson lesson={lesson} />
    default:
      return <p className="rounded-2xl bg-sand p-5 text-ink">{UNKNOWN_LESSON_TYPE_MESSAGE}</p>
  }
}
