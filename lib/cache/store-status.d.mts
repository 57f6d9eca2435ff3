/** Whether the page cache's store answers: Redis when REDIS_URL is set, else this instance's memory. */
export declare function cacheStoreStatus(): Promise<{ store: 'redis' | 'local'; reachable: boolean }>
