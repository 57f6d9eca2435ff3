/** The catalogue's age-band badges (docs/behaviour.md#game-search), keyed by grade-level id. */
export const AGE_BANDS = {
  'early-elementary': { grades: 'K-2', level: 'Beginner', ages: 'Ages 5-7' },
  elementary: { grades: '3-5', level: 'Beginner', ages: 'Ages 8-10' },
  'middle-school': { grades: '6-8', level: 'Intermediate', ages: 'Ages 11-13' },
  'high-school': { grades: '9-12', level: 'Advanced', ages: 'Ages 14-18' },
} as const

export type GradeLevelId = keyof typeof AGE_BANDS

export const ageBandOf = (gradeId: string) => (gradeId in AGE_BANDS ? AGE_BANDS[gradeId as GradeLevelId] : null)
