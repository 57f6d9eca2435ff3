// The shop's subject and grade filter values (docs/behaviour.md#shop-filter-and-sort), in the order the filters list them.
export const PRODUCT_SUBJECTS = [
  'Math',
  'English Language Arts',
  'Science',
  'Social Studies',
  'History',
  'Geography',
  'Art & Music',
  'Physical Education',
  'Life Skills',
  'Character Education',
  'Health',
] as const

export const PRODUCT_GRADES = [
  'Pre-K',
  'Kindergarten',
  '1st Grade',
  '2nd Grade',
  '3rd Grade',
  '4th Grade',
  '5th Grade',
  '6th Grade',
  '7th Grade',
  '8th Grade',
  '9th Grade',
  '10th Grade',
  '11th Grade',
  '12th Grade',
  'Adult Learning',
] as const

export type ProductSubject = (typeof PRODUCT_SUBJECTS)[number]
export type ProductGrade = (typeof PRODUCT_GRADES)[number]
