import { getPublishedId, type NumberRule, type ValidationContext } from 'sanity'

import { LINK_REFUSED_MESSAGE, linkTarget } from '../../lib/content/link-href'
import { parseClockTime, parseIsoDate } from '../../lib/school/clock'
import { hasInvalidXmlChars } from '../../lib/text/xml-chars'

/** API version the validation rules query the dataset with. */
export const VALIDATION_API_VERSION = '2025-10-01'

/**
 * GROQ filter: published documents only. Drafts (`drafts.*`) and release versions (`versions.<release>.*`)
 * are work in progress that the site never shows, so they never clash with anything.
 */
export const PUBLISHED_ONLY = '!(_id in path("drafts.**")) && !(_id in path("versions.**"))'

/**
 * Ids of this document in its published and draft form, whichever of them (or a release version) is being
 * validated, so it never counts itself.
 */
export function ownIds(context: ValidationContext): string[] {
  const id = context.document?._id
  if (!id) return []
  const published = getPublishedId(id)
  return [published, `drafts.${published}`]
}

/** A slug field's value is `{current}`; the rules compare the string inside it. */
const comparable = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && 'current' in value ? (value as { current?: unknown }).current : value

/**
 * A rule that fails when another published document of the same type has the same value in `field`.
 * For a slug, give `slug.current` as the field.
 */
export function uniqueAmong(type: string, field: string, message: (value: unknown) => string) {
  return async (raw: unknown, context: ValidationContext) => {
    const value = comparable(raw)
    if (value === undefined || value === null || value === '') return true
    const client = context.getClient({ apiVersion: VALIDATION_API_VERSION })
    const others = await client.fetch<number>(
      `count(*[_type == $type && ${field} == $value && !(_id in $ids) && ${PUBLISHED_ONLY}])`,
      { type, value, ids: ownIds(context) },
    )
    return others === 0 || message(value)
  }
}

/**
 * A required whole number from `min` to `max` that says one thing when it is left empty. In one rule, Sanity's
 * required(), integer(), min() and max() each add a line to an empty field ("Required", "Must be an integer",
 * "Must be greater than or equal to 0", "Must be lower than or equal to 3"); a rule that is not required checks
 * nothing of an empty field, so the range goes in a second one.
 */
export function requiredWholeNumber(rule: NumberRule, missing: string, min: number, max: number): NumberRule[] {
  return [rule.required().error(missing), rule.integer().min(min).max(max)]
}

/** What a question or scenario with no option marked correct says, in games and lessons alike. */
export const CHOOSE_CORRECT_OPTION = 'Choose which option is correct'

/**
 * A "Correct option" field picks a position from its radio list, and Sanity checks a value against the list in
 * every rule of the field, under that rule's message. So one required rule, saying what to do, is the whole check:
 * an empty choice and a position the list does not offer both read "Choose which option is correct".
 */
export const correctOptionRule = (rule: NumberRule): NumberRule => rule.required().error(CHOOSE_CORRECT_OPTION)

/** Validates a 24-hour "HH:mm" time (the school's clock). */
export function clockTimeRule(value: string | undefined) {
  if (value === undefined) return true
  return parseClockTime(value) !== null || 'Use a 24-hour time such as 09:30 or 13:15'
}

/** True when `later` is on or after `earlier` (both "YYYY-MM-DD"); missing values are left to required(). */
export function isOnOrAfter(later: string | undefined, earlier: string | undefined): boolean {
  if (!later || !earlier || !parseIsoDate(later) || !parseIsoDate(earlier)) return true
  return later >= earlier
}

export const INVISIBLE_CHARACTER_MESSAGE =
  'Remove the invisible control character (often pasted from a word processor).'

/**
 * Refuses the characters that the RSS feed, the sitemap and the calendar files drop (vertical tab, form
 * feed, NUL and the like; see lib/text/xml-chars.ts). The outputs stay well-formed without this rule, but
 * the text would silently differ from what the editor sees, so titles and excerpts say so up front.
 */
export function noInvisibleCharacters(value: unknown) {
  return typeof value !== 'string' || !hasInvalidXmlChars(value) || INVISIBLE_CHARACTER_MESSAGE
}

/** A link annotation's href: only what the site's renderer would make a link of (lib/content/link-href.ts). */
export function linkHrefRule(value: unknown) {
  if (value === undefined || value === null || value === '') return true
  return linkTarget(String(value)) !== null || LINK_REFUSED_MESSAGE
}
