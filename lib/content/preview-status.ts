import { z } from 'zod'

/**
 * Whether this browser is in draft mode, for the Studio on the same origin: the draft-mode and preview-session
 * cookies are HttpOnly, so the Studio asks the site (`GET /api/draft-mode/status`) instead of reading them.
 * The answer is about the caller's own cookies only, and never cached.
 */

export const PREVIEW_STATUS_PATH = '/api/draft-mode/status'
/** Where the preview bar's Leave preview button posts (app/api/draft-mode/disable). */
export const LEAVE_PREVIEW_PATH = '/api/draft-mode/disable'

export const previewStatusSchema = z.object({ previewing: z.boolean() })
export type PreviewStatus = z.infer<typeof previewStatusSchema>
