import type { Metadata } from 'next'

import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { CmsImage } from '@/app/_components/ui/CmsImage'
import { Link } from '@/app/_components/ui/Link'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { PointGrid } from '@/app/_components/ui/PointGrid'
import { editTargets } from '@/lib/content/edit-target'
import { PUBLISHED } from '@/lib/content/loader'
import { loadGames, loadLearningGamesPage } from '@/lib/learning/content'
import { ageBandOf } from '@/lib/learning/games/age-bands'
import { GAMES_AREA_ID, GRADE_LEVELS_ID } from '@/lib/learning/games/catalogue-ids'
import {
  ACTIVITY_ENTRIES,
  activityEntryId,
  gradeLevelEntries,
  SUBJECT_ENTRIES,
  subjectAreaEntries,
  subjectEntryId,
} from '@/lib/learning/games/catalogue-index'
import { pageMetadata } from '@/lib/site/page-metadata'

import { CatalogueQueryProvider } from './_components/CatalogueQuery'
import { FilteredItem, NoneShown } from './_components/Filtered'
import { GameCards } from './_components/GameCards'
import { GameSearch } from './_components/GameSearch'
import { PlayButton } from './_components/PlayButton'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await loadLearningGamesPage(PUBLISHED)).seo, '/learning-games')
}

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'

/** /learning-games: search, the three games, grade levels with activities, subjects, features, call to action. */
export default async function LearningGamesPage() {
  const edit = await editTargets()
  const [page, games] = await Promise.all([loadLearningGamesPage(), loadGames()])

  return (
    <CatalogueQueryProvider>
      <PageHero heading={page.heading} intro={page.intro}>
        <GameSearch />
      </PageHero>
      <div id={GAMES_AREA_ID} className="scroll-mt-6">
        <PageSection id="games-heading" heading={page.gamesHeading}>
          <GameCards
            games={games.map((game) => ({
              id: game.gameId,
              title: game.title,
              description: game.description,
              ...edit({ id: game._id, type: 'game', path: 'title' }),
            }))}
          />
        </PageSection>
      </div>
      <div id={GRADE_LEVELS_ID} className="scroll-mt-6">
        <PageSection id="grades-heading" heading={page.gradesHeading} tone="sand">
          <NoneShown group={ACTIVITY_ENTRIES} noun="activities" />
          <ul className="grid gap-6 lg:grid-cols-2">
            {page.gradeLevels.map((level) => {
              const band = ageBandOf(level.gradeId)
              return (
                <FilteredItem key={level._key} match={gradeLevelEntries(level.gradeId)}>
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
                          <FilteredItem
                            key={activity._key}
                            match={activityEntryId(level.gradeId, activity._key)}
                            className="flex flex-wrap items-center justify-between gap-3 py-3"
                          >
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
                            {activity.gameId ? (
                              <PlayButton activity={activity.name} gameId={activity.gameId} />
                            ) : (
                              <span className="inline-flex min-h-10 items-center rounded-full border-2 border-dashed border-sand-dark px-4 py-1.5 text-sm font-semibold text-muted">
                                Coming soon
                              </span>
                            )}
                          </FilteredItem>
                        ))}
                      </ul>
                    </div>
                  </article>
                </FilteredItem>
              )
            })}
          </ul>
        </PageSection>
      </div>
      <PageSection id="subjects-heading" heading={page.subjectsHeading}>
        <NoneShown group={SUBJECT_ENTRIES} noun="subjects" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {page.subjectAreas.map((area) => (
            <FilteredItem
              key={area._key}
              match={subjectAreaEntries(area._key)}
              className="rounded-3xl border-2 border-sand-dark bg-white p-5"
            >
              <h3 className="font-display text-xl font-semibold text-forest">{area.subject}</h3>
              <ul className="mt-3 space-y-1 text-ink">
                {area.games.map((name) => (
                  <FilteredItem key={name} match={subjectEntryId(area._key, name)}>
                    {name}
                  </FilteredItem>
                ))}
              </ul>
            </FilteredItem>
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
          <Link href="/programs" className={linkButtonClass({ size: 'hero', tone: 'ochre', className: 'mt-6' })}>
            {page.ctaLabel}
          </Link>
        </div>
      </section>
    </CatalogueQueryProvider>
  )
}
