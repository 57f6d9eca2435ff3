import { CmsImage } from '@/app/_components/ui/CmsImage'
import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import type { SITE_SETTINGS_QUERY_RESULT } from '@/lib/content/sanity.types'

type Badge = NonNullable<NonNullable<SITE_SETTINGS_QUERY_RESULT>['badges']>[number]

/**
 * The footer's recognition badges (Site settings). Each badge's title is written out as text beside its emblem:
 * the words inside a badge image shrink to a few pixels at footer size, so they are never the only place the
 * title appears. The image keeps its own alternative text (docs/content-model.md).
 */
export function RecognitionBadges({ badges }: { badges: readonly Badge[] }) {
  return (
    <section aria-labelledby="footer-badges">
      <h2 id="footer-badges" className="text-lg font-semibold text-white">
        Recognition
      </h2>
      <ul className="mt-3 space-y-3" data-testid="recognition-badges">
        {badges.map((badge) => {
          const content = (
            <>
              <CmsImage
                image={badge.image}
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded-full bg-cream p-1"
              />
              <span className="text-base font-semibold text-white md:text-sm" data-testid="badge-title">
                {badge.title}
              </span>
            </>
          )
          return (
            <li key={badge._key}>
              {badge.url ? (
                <ExternalLink
                  href={badge.url}
                  className="flex items-center gap-3 rounded-lg underline-offset-4 hover:underline"
                >
                  {content}
                </ExternalLink>
              ) : (
                <div className="flex items-center gap-3">{content}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
