'use client'

import { useId, useState } from 'react'

import type { LessonOf } from '@/lib/learning/model'
import { CompleteButton } from './CompleteButton'

/** The simulated player's clock: where the video stands and how long it is (docs/behaviour.md#lesson-types). */
export const SIMULATED_POSITION = '2:45'
export const SIMULATED_LENGTH = '8:30'

/** A video lesson: simulated play/pause, description, transcript on request, resources, Mark as Complete. */
export function VideoLesson({ lesson }: { lesson: LessonOf<'videoLesson'> }) {
  const [playing, setPlaying] = useState(false)
  const [transcriptOpen, setTranscriptOpen] = useState(false)
  const transcriptId = useId()
  return (
    <div className="space-y-6">
      <div className="relative flex aspect-video flex-col items-center justify-center rounded-2xl bg-ink text-cream">
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          aria-pressed={playing}
          className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-clay text-3xl hover:bg-clay-dark"
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          <span className="sr-only">{playing ? 'Pause video' : 'Play video'}</span>
        </button>
        <p className="absolute bottom-3 left-4 font-mono text-sm" aria-live="off">
          <time>{SIMULATED_POSITION}</time> / <time>{SIMULATED_LENGTH}</time>
        </p>
        <p className="absolute bottom-3 right-4 text-sm" role="status">
          {playing ? 'Playing' : 'Paused'}
        </p>
      </div>
      <p className="text-lg leading-relaxed text-ink">{lesson.description}</p>
      <div>
        <button
          type="button"
          aria-expanded={transcriptOpen}
          aria-controls={transcriptId}
          onClick={() => setTranscriptOpen(!transcriptOpen)}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-forest px-5 py-2 font-semibold text-forest hover:bg-forest hover:text-cream"
        >
          {transcriptOpen ? 'Hide Transcript' : 'Show Transcript'}
        </button>
        <div
          id={transcriptId}
          hidden={!transcriptOpen}
          className="mt-4 whitespace-pre-line rounded-2xl bg-cream p-5 leading-relaxed text-ink"
        >
          {lesson.transcript}
        </div>
      </div>
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
