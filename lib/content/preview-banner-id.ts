/** The preview bar's element id: the live-editing code hides it inside Presentation. */
export const PREVIEW_BANNER_ID = 'preview-banner'
