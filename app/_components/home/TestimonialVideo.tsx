import { VideoFacade } from '@/app/_components/ui/VideoFacade'
import { resolveImage } from '@/lib/content/image'
import type { HomePage } from '@/lib/site/home'
import { youtubePlayerUrl } from '@/lib/site/video-embed'

/** The parent testimonial video, behind a click-to-load facade. */
export function TestimonialVideo({ video }: { video: HomePage['testimonialVideo'] }) {
  return (
    <section aria-labelledby="video-heading" className="bg-sand">
      <div className="mx-auto max-w-4xl px-4 py-16">
        <h2 id="video-heading" className="text-center font-display text-3xl font-semibold text-ink sm:text-4xl">
          {video.heading}
        </h2>
        <div className="mt-10">
          <VideoFacade
            playerUrl={youtubePlayerUrl(video.videoId)}
            title={video.title}
            poster={resolveImage(video.poster, 896)}
          />
        </div>
      </div>
    </section>
  )
}
