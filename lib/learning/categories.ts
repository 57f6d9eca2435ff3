/** The self-paced catalogue's three categories, in the order the page shows them. */
export const SELF_PACED_CATEGORIES = [
  { title: 'Language & Culture', value: 'language-culture' },
  { title: 'STEM', value: 'stem' },
  { title: 'Creative Arts', value: 'creative-arts' },
] as const
