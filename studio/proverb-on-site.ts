/** The tab beside a proverb's form that shows it as the site's pop-up does (studio/ProverbOnSite.tsx). */
export const PROVERB_ON_SITE_TITLE = 'On the site'

/** What that tab's drawing of the pop-up is called for screen readers. */
export const PROVERB_CARD_LABEL = 'The proverb as the pop-up shows it'
