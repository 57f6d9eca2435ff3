/** The tab beside a proverb's form that shows it as the site's pop-up does (studio/ProverbOnSite.tsx). */
export const PROVERB_ON_SITE_TITLE = 'On the site'

/** What that tab's drawing of the pop-up is called for screen readers. */
export const PROVERB_CARD_LABEL = 'The proverb as the pop-up shows it'

/**
 * What the tab says above the drawing. In words rather than the pop-up's own numbers (docs/behaviour.md#proverb-pop-up):
 * importing them from the site's pop-up would keep them as exports in every public page's script.
 */
export const PROVERB_WHEN_SHOWN =
  'Now and then the site shows one proverb, picked at random, in the corner of the page a visitor is reading, for a few seconds. This is how this one reads there.'
