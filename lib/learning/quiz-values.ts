/**
 * The values the course quiz's options carry, per question category. Staff write the questions and
 * option labels in the Studio; the recommendation rules (code) read these values.
 */
export const QUIZ_VALUES = {
  age: [
    { title: 'Ages 5-8', value: '5-8' },
    { title: 'Ages 9-11', value: '9-11' },
    { title: 'Ages 12-14', value: '12-14' },
    { title: 'Ages 15-18', value: '15-18' },
  ],
  interest: [
    { title: 'STEM', value: 'stem' },
    { title: 'Language & Cultural', value: 'language-cultural' },
    { title: 'Creative Arts', value: 'creative-arts' },
    { title: 'History', value: 'history' },
  ],
  time: [
    { title: '1-2 hours a week', value: '1-2-hours' },
    { title: '3-4 hours a week', value: '3-4-hours' },
    { title: '5 or more hours a week', value: '5-plus-hours' },
  ],
  style: [
    { title: 'Hands-on', value: 'hands-on' },
    { title: 'Visual', value: 'visual' },
    { title: 'Reading and writing', value: 'reading-writing' },
    { title: 'Discussion', value: 'discussion' },
  ],
  goal: [
    { title: 'Cultural connection', value: 'cultural-connection' },
    { title: 'Creative expression', value: 'creative-expression' },
    { title: 'Academic achievement', value: 'academic-achievement' },
    { title: 'Life skills', value: 'life-skills' },
  ],
} as const

export type QuizCategory = keyof typeof QUIZ_VALUES
export const QUIZ_CATEGORIES = Object.keys(QUIZ_VALUES) as QuizCategory[]
export type QuizValue<C extends QuizCategory> = (typeof QUIZ_VALUES)[C][number]['value']

export function isQuizValue(category: string, value: string): boolean {
  const values = (QUIZ_VALUES as Record<string, ReadonlyArray<{ value: string }>>)[category]
  return values?.some((option) => option.value === value) ?? false
}
