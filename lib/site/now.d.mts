/** The environment variable that freezes the server's clock (e2e servers only). */
export declare const FROZEN_CLOCK_VARIABLE: 'SITE_CLOCK_FROZEN_AT'
/** The server's "now": the machine's clock, or the instant SITE_CLOCK_FROZEN_AT holds. */
export declare function siteNow(): Date
