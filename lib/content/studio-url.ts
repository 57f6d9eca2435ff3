/**
 * The Studio's address (embedded at /studio). Stega edit markers and `data-sanity` edit targets point at it, so
 * Presentation opens the document there. A module of its own so the edit-target helper needs no server client.
 */
export const STUDIO_URL = '/studio'
