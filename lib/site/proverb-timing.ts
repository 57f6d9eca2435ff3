/**
 * When the proverb pop-up shows (docs/behaviour.md#proverb-pop-up): every 120 s there is a 30% chance a proverb
 * appears, and it stays 8 s. The site's pop-up and the Studio's "On the site" view of a proverb read the same values.
 */
export const PROVERB_INTERVAL_MS = 120_000
export const PROVERB_CHANCE = 0.3
export const PROVERB_VISIBLE_MS = 8_000

/** How staff are told, beside a proverb, when the site shows it. */
export function proverbTimingText(): string {
  const minutes = PROVERB_INTERVAL_MS / 60_000
  return `Every ${minutes} minutes there is a ${Math.round(PROVERB_CHANCE * 100)}% chance that one proverb, picked at random, shows in the corner of the page a visitor is reading, for ${PROVERB_VISIBLE_MS / 1000} seconds. This is how this one reads there.`
}
