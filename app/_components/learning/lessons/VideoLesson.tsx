'use client'

import { useId, useState } from 'react'

import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { VideoFacade } from '@/app/_components/ui/VideoFacade'
import { lessonVideo, type LessonVideo } from '@/lib/learning/lesson-video'
import type { LessonOf } from '@/lib/learning/model'

import { CompleteButton } from './CompleteButton'

/** What a video lesson with no video yet says first. */
export const VIDEO_COMING = {
  heading: 'The video for this lesson is coming soon.',
  text: 'Its transcript below says everything the video will, so you can take the lesson now.',
} as const

/**
 * A video lesson (docs/behaviour.md#lesson-types): the video (a file with captions, or a YouTube or Vimeo player
 * behind a click-to-load facade), the description, the transcript on request, resources, Mark as Complete. A
 * lesson with no video yet leads with its transcript and says the video is coming: nothing pretends to play.
 */
export function VideoLesson({ lesson }: { lesson: LessonOf<'videoLesson'> }) {
  const video = lessonVideo(lesson)
  return (
    <div className="space-y-6">
      {video ? (
        <>
          <LessonVideoPlayer video={video} title={lesson.title} />
          <p className="text-lg leading-relaxed text-ink">{lesson.description}</p>
          <Transcript text={lesson.transcript} />
        </>
      ) : (
        <>
          <p className="flex items-start gap-3 rounded-2xl border-2 border-ochre bg-ochre-light/40 p-4 text-ink">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-6 w-6 shrink-0 text-clay-dark">
              <path
                fill="currentColor"
                d="M4 5h11a2 2 0 0 1 2 2v2.4l3.4-2.3A1 1 0 0 1 22 8v8a1 1 0 0 1-1.6.8L17 14.6V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
              />
            </svg>
            <span>
              <strong className="font-semibold">{VIDEO_COMING.heading}</strong> {VIDEO_COMING.text}
            </span>
          </p>
          <p className="text-lg leading-relaxed text-ink">{lesson.description}</p>
          <section aria-labelledby={`${lesson._key}-transcript`}>
            <h3 id={`${lesson._key}-transcript`} className="font-display text-xl font-semibold text-ink">
              Transcript
            </h3>
            <div className="mt-3 rounded-2xl bg-cream p-5 text-lg leading-relaxed whitespace-pre-line text-ink">
              {lesson.transcript}
            </div>
          </section>
        </>
      )}
      {lesson.resources && lesson.resources.length > 0 && (
        <div>
          <h3 className="font-display text-xl font-semibold text-ink">Downloadable resources</h3>
          <ul className="mt-2 space-y-2">
            {lesson.resources.map((resource) =>
              resource.file ? (
                <li key={resource._key}>
                  <a
                    href={`${resource.file.url}?dl=${encodeURIComponent(resource.file.originalFilename ?? 'resource.pdf')}`}
                    className="font-semibold text-clay-dark underline underline-offset-4"
                  >
                    {resource.title} (PDF)
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>
      )}
      <CompleteButton />
    </div>
  )
}

function LessonVideoPlayer({ video, title }: { video: LessonVideo; title: string }) {
  if (video.kind === 'embed') {
    return <VideoFacade playerUrl={video.playerUrl} title={title} poster={null} note={`Plays from ${video.provider}`} />
  }
  return (
    // crossOrigin: the captions come from the CMS's file host, and a text track from another origin loads only
    // over CORS.
    <video
      controls
      preload="metadata"
      crossOrigin="anonymous"
      src={video.src}
      aria-label={title}
      className="aspect-video w-full rounded-2xl bg-ink"
    >
      <track kind="captions" src={video.captions} srcLang="en" label="English" default />
    </video>
  )
}

function Transcript({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={linkButtonClass({ size: 'compact', tone: 'outline' })}
      >
        {open ? 'Hide Transcript' : 'Show Transcript'}
      </button>
      <div
        id={id}
        hidden={!open}
        className="mt-4 rounded-2xl bg-cream p-5 leading-relaxed whitespace-pre-line text-ink"
      >
        {text}
      </div>
    </div>
  )
}
