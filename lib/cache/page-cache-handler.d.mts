import { CacheHandler } from '@fortedigital/nextjs-cache-handler'

/** The prefix of every Redis key a build writes. */
export declare function buildKeyPrefix(buildId: string | undefined): string
/** Next's page cache: Redis when REDIS_URL is set, else in-process, with the site's two rules. */
declare const PageCacheHandler: typeof CacheHandler
export default PageCacheHandler
