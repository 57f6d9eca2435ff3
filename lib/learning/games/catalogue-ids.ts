/** The ids of the catalogue's sections the search and Play buttons scroll to. */
export const GAMES_AREA_ID = 'games'
export const GRADE_LEVELS_ID = 'grade-levels'
