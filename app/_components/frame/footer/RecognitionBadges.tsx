import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import { imageAttributes } from '@/app/_components/ui/image-attributes'
import { resolveImage } from '@/lib/content/image'
import type { SITE_SETTINGS_QUERY_RESULT } from '@/lib/content/sanity.types'
import { BADGE_BODY_INTROS } from '@/lib/site/badge-kinds'

type Badge = NonNullable<NonNullable<SITE_SETTINGS_QUERY_RESULT>['badges']>[number]

/**
 * The footer's badges (Site settings). Each badge's label is written out as text beside its emblem: the words
 * inside a badge image shrink to a few pixels at footer size, so they are never the only place the label
 * appears. Under it, the awarding body is named and linked, so a visitor can check the claim where it is made;
 * the query leaves out a badge without them (docs/content-model.md#badge).
 */
export function RecognitionBadges({ badges }: { badges: readonly Badge[] }) {
  return (
    <section aria-labelledby="footer-badges">
      <h2 id="footer-badges" className="text-lg font-semibold text-white">
        Standards and recognition
      </h2>
      <ul className="mt-3 space-y-4" data-testid="recognition-badges">
        {badges.map((badge) => (
          <li key={badge._key} className="flex items-start gap-3">
            <BadgeEmblem image={badge.image} />
            <div className="min-w-0">
              <p className="text-base font-semibold text-white md:text-sm" data-testid="badge-title">
                {badge.title}
                {badge.year ? ` (${badge.year})` : null}
              </p>
              <p className="mt-1 text-base md:text-sm" data-testid="badge-body">
                {BADGE_BODY_INTROS[badge.kind]}{' '}
                <ExternalLink
                  href={badge.url}
                  className="inline-block py-1 text-sand underline underline-offset-4 hover:text-white"
                >
                  {badge.awardingBody}
                </ExternalLink>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A badge's emblem, 64 px: next/image's element, with its attributes computed here (image-attributes.ts). The footer
 * is part of the frame every page shares, and next/image's component would bring its script to all of them.
 */
function BadgeEmblem({ image }: { image: Badge['image'] }) {
  const resolved = resolveImage(image, 64, 64)
  if (!resolved) return null
  const { alt, ...attributes } = imageAttributes(resolved, 'lazy')
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} {...attributes} className="h-16 w-16 shrink-0 rounded-full bg-cream p-1" />
}
