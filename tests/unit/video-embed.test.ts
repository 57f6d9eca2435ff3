import { describe, expect, it } from 'vitest'

import { lessonVideo } from '@/lib/learning/lesson-video'
import { embeddedVideo, youtubePlayerUrl } from '@/lib/site/video-embed'

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0?autoplay=1&rel=0'

describe('YouTube and Vimeo links', () => {
  it('plays every usual YouTube link in the privacy-enhanced player', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=aBcDeFgHiJ0',
      'https://youtube.com/watch?v=aBcDeFgHiJ0&t=42s',
      'https://m.youtube.com/watch?v=aBcDeFgHiJ0',
      'https://youtu.be/aBcDeFgHiJ0',
      'https://youtu.be/aBcDeFgHiJ0?si=share',
      'https://www.youtube.com/embed/aBcDeFgHiJ0',
      'https://www.youtube.com/shorts/aBcDeFgHiJ0',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
      '  https://www.youtube.com/watch?v=aBcDeFgHiJ0  ',
    ]) {
      expect(embeddedVideo(link), link).toEqual({ provider: 'YouTube', playerUrl: YOUTUBE })
    }
    expect(youtubePlayerUrl('aBcDeFgHiJ0')).toBe(YOUTUBE)
  })

  it('plays Vimeo links in the player asked not to track, keeping an unlisted video’s hash', () => {
    expect(embeddedVideo('https://vimeo.com/123456789')).toEqual({
      provider: 'Vimeo',
      playerUrl: 'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1',
    })
    for (const link of [
      'https://vimeo.com/123456789/abc123def0',
      'https://player.vimeo.com/video/123456789?h=abc123def0',
    ]) {
      expect(embeddedVideo(link)?.playerUrl, link).toBe(
        'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1&h=abc123def0',
      )
    }
  })

  it('refuses anything that is not one YouTube or Vimeo video over https', () => {
    for (const link of [
      '',
      'not a link',
      'http://www.youtube.com/watch?v=aBcDeFgHiJ0',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=aBcDeFgHiJ0x',
      'https://www.youtube.com/playlist?list=PL123',
      'https://www.youtube.com/@SankofaAcademy',
      'https://www.youtube.com.evil.example/watch?v=aBcDeFgHiJ0',
      'https://user:pass@www.youtube.com/watch?v=aBcDeFgHiJ0',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/123456789/not-a-hash',
      'https://player.vimeo.com/123456789',
      'https://videos.sankofa-academy.example/courses/kiswahili/lesson-01.mp4',
      'javascript:alert(1)',
    ]) {
      expect(embeddedVideo(link), link).toBeNull()
    }
  })
})

describe('what a video lesson plays', () => {
  it('a file with its captions, or a link; nothing when neither is playable', () => {
    expect(
      lessonVideo({
        videoFile: { url: 'https://cdn.sanity.io/files/p/d/a.mp4' },
        captions: { url: 'https://cdn.sanity.io/files/p/d/a.vtt' },
      }),
    ).toEqual({
      kind: 'file',
      src: 'https://cdn.sanity.io/files/p/d/a.mp4',
      captions: 'https://cdn.sanity.io/files/p/d/a.vtt',
    })
    expect(lessonVideo({ videoUrl: 'https://youtu.be/aBcDeFgHiJ0' })).toEqual({
      kind: 'embed',
      provider: 'YouTube',
      playerUrl: YOUTUBE,
    })
    // A file without captions is not shown: learners who cannot hear it could not follow it.
    expect(lessonVideo({ videoFile: { url: 'https://cdn.sanity.io/files/p/d/a.mp4' }, captions: null })).toBeNull()
    expect(lessonVideo({ videoUrl: 'https://videos.example/lesson.mp4' })).toBeNull()
    expect(lessonVideo({ videoUrl: null, videoFile: null, captions: null })).toBeNull()
    expect(lessonVideo({})).toBeNull()
  })
})
