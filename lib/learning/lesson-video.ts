import { embeddedVideo, type EmbeddedVideo } from '@/lib/site/video-embed'

/**
 * What a video lesson plays (docs/behaviour.md#lesson-types): a file uploaded to the CMS with its captions, or a
 * YouTube or Vimeo link played behind a click-to-load facade. Null when the lesson has no playable video yet: the
 * player then leads with the transcript and says the video is coming, never a pretend player.
 */
export type LessonVideo = ({ kind: 'embed' } & EmbeddedVideo) | { kind: 'file'; src: string; captions: string }

/** The video fields of a video lesson, as COURSE_QUERY answers them. */
export interface LessonVideoFields {
  videoUrl?: string | null
  videoFile?: { url?: string | null } | null
  captions?: { url?: string | null } | null
}

export function lessonVideo(lesson: LessonVideoFields): LessonVideo | null {
  const file = lesson.videoFile?.url
  // A file plays only with its captions (the Studio refuses to publish one without): learners who cannot hear
  // it must be able to follow it.
  if (file) return lesson.captions?.url ? { kind: 'file', src: file, captions: lesson.captions.url } : null
  const embed = lesson.videoUrl ? embeddedVideo(lesson.videoUrl) : null
  return embed ? { kind: 'embed', ...embed } : null
}
