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

// An entry's id says where it is on the page; a group's id (ending in `:` or `/`) is the start every id in the group
// shares, so a section or a card asks for its entries by that start, not by listing them again (`anyShown`).
export const ACTIVITY_ENTRIES = 'activity:'
export const SUBJECT_ENTRIES = 'subject:'
export const gradeLevelEntries = (gradeId: string) => `${ACTIVITY_ENTRIES}${gradeId}/`
export const subjectAreaEntries = (areaKey: string) => `${SUBJECT_ENTRIES}${areaKey}/`
export const gameEntryId = (gameId: string) => `game:${gameId}`
export const activityEntryId = (gradeId: string, key: string) => `${gradeLevelEntries(gradeId)}${key}`
export const isActivityEntry = (id: string) => id.startsWith(ACTIVITY_ENTRIES)
export const subjectEntryId = (areaKey: string, name: string) => `${subjectAreaEntries(areaKey)}${name}`

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
