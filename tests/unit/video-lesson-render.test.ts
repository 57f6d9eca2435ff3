// The video lesson as the server renders it (before any click), for the three kinds of lesson: a file with
// captions, a YouTube or Vimeo link, and no video yet. The fixtures hold no video (a placeholder would be a fake),
// so this is where a real video's markup is checked; tests/e2e/learning.spec.ts plays the link case in a browser
// over a draft.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { VIDEO_COMING, VideoLesson } from '@/app/_components/learning/lessons/VideoLesson'
import type { LessonOf } from '@/lib/learning/model'

const base: LessonOf<'videoLesson'> = {
  _key: 'l1',
  _type: 'videoLesson',
  title: 'Jambo! Greetings for Every Day',
  duration: '15 min',
  videoUrl: null,
  videoFile: null,
  captions: null,
  description: 'How to greet an elder, a friend and a teacher in Kiswahili, morning to night.',
  transcript: 'Jambo! Habari za asubuhi? In this lesson we greet the people we meet through the day.',
  resources: null,
}

const render = (lesson: Partial<LessonOf<'videoLesson'>>) =>
  renderToStaticMarkup(createElement(VideoLesson, { lesson: { ...base, ...lesson } }))

describe('a video lesson', () => {
  it('plays a file with its English captions track, and offers the transcript', () => {
    const html = render({
      videoFile: { url: 'https://cdn.sanity.io/files/p/d/jambo.mp4' },
      captions: { url: 'https://cdn.sanity.io/files/p/d/jambo.vtt' },
    })
    expect(html).toMatch(/<video[^>]* controls=""[^>]*src="https:\/\/cdn\.sanity\.io\/files\/p\/d\/jambo\.mp4"/)
    expect(html).toMatch(/<video[^>]* crossorigin="anonymous"/)
    expect(html).toContain(
      '<track kind="captions" src="https://cdn.sanity.io/files/p/d/jambo.vtt" srcLang="en" label="English" default=""/>',
    )
    expect(html).toContain('Show Transcript')
    expect(html).not.toContain(VIDEO_COMING.heading)
  })

  it('shows a YouTube or Vimeo link as a play button that loads nothing until pressed', () => {
    for (const [videoUrl, provider] of [
      ['https://www.youtube.com/watch?v=aBcDeFgHiJ0', 'YouTube'],
      ['https://vimeo.com/123456789', 'Vimeo'],
    ] as const) {
      const html = render({ videoUrl })
      expect(html).toContain(`aria-label="Play video: ${base.title}. Plays from ${provider}"`)
      expect(html).not.toContain('<iframe')
      expect(html).not.toMatch(/youtube|vimeo\.com/)
    }
  })

  it('without a video leads with the transcript and says the video is coming: nothing pretends to play', () => {
    for (const lesson of [
      {},
      { videoUrl: 'https://videos.example/lesson.mp4' },
      { videoFile: { url: 'https://cdn.sanity.io/a.mp4' } },
    ]) {
      const html = render(lesson)
      expect(html).toContain(VIDEO_COMING.heading)
      expect(html.indexOf(VIDEO_COMING.heading)).toBeLessThan(html.indexOf(base.transcript.slice(0, 20)))
      expect(html).toContain('>Transcript</h3>')
      expect(html).not.toMatch(/<video|<iframe|Playing|Paused|Play video|2:45|8:30/)
    }
  })
})
