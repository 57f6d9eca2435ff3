import type { RedisClientType } from '@redis/client'

import type { logEvent } from '../site/log.mjs'

/** The Redis address without its password, for a log line. */
export declare function redactedUrl(url: string): string
/** A client that connects in the background, reconnects for ever and logs each outage and recovery once. */
export declare function connectRedis(url: string, options?: { log?: typeof logEvent }): RedisClientType
