import type { Metadata } from 'next'
import { loadGames, loadLearningGamesPage } from '@/lib/learning/content'
import Link from 'next/link'

import { CmsImage } from '@/app/_components/frame/CmsImage'
import { GameCards } from './_components/GameCards'
import { GameSearch } from './_components/GameSearch'
import { GAMES_AREA_ID, GRADE_LEVELS_ID } from '@/lib/learning/games/catalogue-ids'
import { PlayButton } from './_components/PlayButton'
import { ageBandOf } from '@/lib/learning/games/age-bands'
import { buildIndex } from '@/lib/learning/games/search'

import { pageMetadata } from '@/lib/site/page-metadata'
import { PageHero, PageSection } from '@/app/_components/frame/PageHero'
import { PointGrid } from '@/app/_components/frame/PointGrid'
import { editTarget } from '@/lib/content/edit-target'
import { isPreviewing } from '@/lib/content/preview'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadLearningGamesPage()).seo, '/learning-games')
}

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'

/** /learning-games: search, the three games, grade levels with activities, subjects, features, call to action. */
export default async function LearningGamesPage() {
  const preview = await isPreviewing()
  const [page, games] = await Promise.all([loadLearningGamesPage(preview), loadGames(preview)])
  const searchable = games.map((game) => ({ id: game.gameId, title: game.title, keywords: game.keywords ?? [] }))
  const index = buildIndex([
    ...games.map((game) => ({
      label: game.title,
      detail: 'Interactive game',
      gameId: game.gameId,
      extra: (game.keywords ?? []).join(' '),
    })),
    ...page.gradeLevels.flatMap((level) =>
      level.activities.map((activity) => ({
        label: activity.name,
        detail: level.title,
        gameId: activity.gameId ?? null,
        extra: [activity.subtitle, activity.type].filter(Boolean).join(' '),
      })),
    ),
    ...page.subjectAreas.flatMap((area) =>
      area.games.map((name) => ({
        label: name,
        detail: `Subject: ${area.subject}`,
        gameId: null,
        extra: area.subject,
      })),
    ),
  ])

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <GameSearch index={index} games={searchable} />
      </PageHero>
      <div id={GAMES_AREA_ID} className="scroll-mt-24">
        <PageSection id="games-heading" heading={page.gamesHeading}>
          <GameCards
            games={games.map((game) => ({
              id: game.gameId,
              title: game.title,
              description: game.description,
              ...editTarget(preview, { id: game._id, type: 'game', path: 'title' }),
            }))}
          />
        </PageSection>
      </div>
      <div id={GRADE_LEVELS_ID} className="scroll-mt-24">
        <PageSection id="grades-heading" heading={page.gradesHeading} tone="sand">
          <ul className="grid gap-6 lg:grid-cols-2">
            {page.gradeLevels.map((level) => {
              const band = ageBandOf(level.gradeId)
              return (
                <li key={level._key}>
                  <article
                    aria-labelledby={`grade-${level.gradeId}`}
                    className="h-full overflow-hidden rounded-3xl bg-white shadow-sm"
                  >
                    <CmsImage
                      image={level.image}
                      width={600}
                      sizes="(min-width: 1024px) 45vw, 100vw"
                      className="h-40 w-full bg-sand object-cover"
                      alt=""
                    />
                    <div className="p-6">
                      <h3 id={`grade-${level.gradeId}`} className="font-display text-2xl font-semibold text-ink">
                        {level.title}
                      </h3>
                      {band && (
                        <p className="mt-2 flex flex-wrap gap-2">
                          <span className={`${badge} bg-forest text-cream`}>
                            {band.grades} {band.level}
                          </span>
                          <span className={`${badge} bg-ochre-light text-ink`}>{band.ages}</span>
                        </p>
                      )}
                      <p className="mt-3 text-muted">{level.description}</p>
                      <ul className="mt-4 divide-y divide-sand">
                        {level.activities.map((activity) => (
                          <li key={activity._key} className="flex flex-wrap items-center justify-between gap-3 py-3">
                            <div>
                              <p className="font-semibold text-ink">{activity.name}</p>
                              {activity.subtitle && <p className="text-sm text-muted">{activity.subtitle}</p>}
                              <p className="mt-1 flex flex-wrap gap-1.5">
                                <span className={`${badge} bg-sand text-ink`}>{activity.type}</span>
                                <span className={`${badge} bg-sand text-ink`}>{activity.duration}</span>
                                {activity.difficulty && (
                                  <span className={`${badge} bg-clay/10 text-clay-dark`}>{activity.difficulty}</span>
                                )}
                                {activity.ageGroup && (
                                  <span className={`${badge} bg-ochre-light text-ink`}>{activity.ageGroup}</span>
                                )}
                              </p>
                            </div>
                            <PlayButton activity={activity.name} gameId={activity.gameId ?? null} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  </article>
                </li>
              )
            })}
          </ul>
        </PageSection>
      </div>
      <PageSection id="subjects-heading" heading={page.subjectsHeading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {page.subjectAreas.map((area) => (
            <li key={area._key} className="rounded-3xl border-2 border-sand-dark bg-white p-5">
              <h3 className="font-display text-xl font-semibold text-forest">{area.subject}</h3>
              <ul className="mt-3 space-y-1 text-ink">
                {area.games.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="features-heading" heading={page.featuresHeading} tone="sand">
        <PointGrid points={page.features} />
      </PageSection>
      <section aria-labelledby="cta-heading" className="bg-forest text-cream">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center">
          <h2 id="cta-heading" className="font-display text-3xl font-semibold">
            {page.ctaHeading}
          </h2>
          <p className="mt-4 text-lg text-sand">{page.ctaIntro}</p>
          <Link
            href="/programs"
            className="mt-6 inline-flex min-h-12 items-center rounded-full bg-ochre px-7 py-3 text-lg font-semibold text-ink hover:bg-ochre-light"
          >
            {page.ctaLabel}
          </Link>
        </div>
      </section>
    </>
  )
}
