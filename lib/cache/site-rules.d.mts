import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'

/** Whether a rendered entry is a page that answered "not found". */
export declare function isNotFoundPage(data: unknown): boolean
/** The cache tags of a stored page or route response. */
export declare function entryTags(entry: unknown): string[]
/** A store that never keeps a 404 and never serves a page outside its render window. */
export declare function withSiteRules(store: Handler, now: () => Date): Handler
/** A store whose entries tell Next the lifetime they were stored with. */
export declare function withStoredLifetime(store: Handler): Handler
