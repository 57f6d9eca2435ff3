// @ts-check
/**
 * A page whose content depends on the date is right for one span of time only (a school day). Its render
 * carries that span as a cache tag, `window:<from>-<until>` in epoch milliseconds, and the page cache
 * (page-cache-handler.mjs) never serves it outside the span: the first visit after midnight gets a new render,
 * not yesterday's page while the new one renders, and a server whose clock is frozen on another date (the e2e
 * servers, lib/site/now.mjs) never serves a page rendered on the build machine's date. docs/behaviour.md#dates-on-the-site
 */

const PREFIX = 'window:'
const TAG = /^window:(\d+)-(\d+)$/

/** @param {Date} from @param {Date} until @returns {string} */
export function renderWindowTag(from, until) {
  return `${PREFIX}${from.getTime()}-${until.getTime()}`
}

/**
 * Whether tags name a window that `now` is outside of. Tags without a window never expire this way.
 * @param {readonly string[]} tags
 * @param {Date} now
 * @returns {boolean}
 */
export function isOutsideRenderWindow(tags, now) {
  const time = now.getTime()
  return tags.some((tag) => {
    const match = TAG.exec(tag)
    return match !== null && (time < Number(match[1]) || time >= Number(match[2]))
  })
}
