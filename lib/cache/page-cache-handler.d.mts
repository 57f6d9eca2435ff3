import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'

/** Whether a rendered entry is a page that answered "not found". */
export declare function isNotFoundPage(data: unknown): boolean
/** The cache tags of a stored page or route response. */
export declare function entryTags(entry: unknown): string[]
/** Next's file-system page cache that keeps no 404 and serves no page outside its render window. */
export default class PageCacheHandler extends FileSystemCache {}
