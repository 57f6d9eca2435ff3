import type { IndexSource } from './search'

/**
 * The entries of /learning-games' search (docs/behaviour.md#game-search) and the ids that tie each entry to what
 * the page renders: the games, then every activity of every grade level, then every game name of every
 * subject area. The browser builds the index from them (`buildIndex`).
 */

type CatalogueGame = { gameId: string; title: string; keywords?: readonly string[] | null }
type CatalogueActivity = {
  _key: string
  name: string
  subtitle?: string | null
  type: string
  gameId?: string | null
}
type CatalogueGradeLevel = { gradeId: string; title: string; activities: readonly CatalogueActivity[] }
type CatalogueSubjectArea = { _key: string; subject: string; games: readonly string[] }

export const gameEntryId = (gameId: string) => `game:${gameId}`
export const activityEntryId = (gradeId: string, key: string) => `activity:${gradeId}/${key}`
export const isActivityEntry = (id: string) => id.startsWith('activity:')
export const subjectEntryId = (areaKey: string, name: string) => `subject:${areaKey}/${name}`

export function catalogueEntries(
  games: readonly CatalogueGame[],
  gradeLevels: readonly CatalogueGradeLevel[],
  subjectAreas: readonly CatalogueSubjectArea[],
): IndexSource[] {
  return [
    ...games.map((game) => ({
      id: gameEntryId(game.gameId),
      label: game.title,
      detail: 'Interactive game',
      gameId: game.gameId,
      extra: (game.keywords ?? []).join(' '),
    })),
    ...gradeLevels.flatMap((level) =>
      level.activities.map((activity) => ({
        id: activityEntryId(level.gradeId, activity._key),
        label: activity.name,
        detail: level.title,
        gameId: activity.gameId ?? null,
        extra: [activity.subtitle, activity.type].filter(Boolean).join(' '),
      })),
    ),
    ...subjectAreas.flatMap((area) =>
      area.games.map((name) => ({
        id: subjectEntryId(area._key, name),
        label: name,
        // The detail names the subject, so a search for it finds the game name.
        detail: `Subject: ${area.subject}`,
        gameId: null,
      })),
    ),
  ]
}
