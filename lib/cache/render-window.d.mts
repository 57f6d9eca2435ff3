/** The cache tag of a render that is right from `from` until just before `until`. */
export declare function renderWindowTag(from: Date, until: Date): string
/** Whether tags name a render window that `now` is outside of. */
export declare function isOutsideRenderWindow(tags: readonly string[], now: Date): boolean
