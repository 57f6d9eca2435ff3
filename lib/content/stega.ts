import type { StegaConfig } from 'next-sanity'

/**
 * In preview, Sanity's client hides edit markers (stega: invisible characters) in strings, so a click in
 * Presentation finds the field that wrote them. A marked string still reads the same, but no longer equals
 * anything: every field whose value code compares, parses or builds a URL from stays unmarked. Sanity's own
 * default already skips dates, URLs, slugs, ids, `_`-fields and SEO/metadata objects; these are this
 * schema's own such fields (list options, game answers, times, ids).
 */
export const UNMARKED_FIELDS: ReadonlySet<string> = new Set([
  'answer', // a math answer, compared with what the child types
  'category', // blog and quiz categories: filters, counts, quiz rules
  'difficulty',
  'emoji',
  'english', // vocabulary pairs, matched to each other in the matching game
  'format',
  'gameId',
  'gradeId',
  'group', // educators: leadership / faculty split
  'key', // plan keys, compared by the enrolment and payment code
  'kind',
  'kiswahili',
  'platform',
  'priceUnit',
  'slug',
  'time', // schedule times, parsed to order and format them
  'type', // event and program types
  'value', // quiz option values, read by the recommendation rules
])

type StegaFilter = NonNullable<StegaConfig['filter']>

export const keepStegaOutOfValues: StegaFilter = (props) => {
  const fields = [props.sourcePath.at(-1), props.resultPath.at(-1)]
  if (fields.some((field) => typeof field === 'string' && UNMARKED_FIELDS.has(field))) return false
  return props.filterDefault(props)
}
