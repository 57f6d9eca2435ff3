import { LEAVE_PREVIEW_PATH, PREVIEW_STATUS_PATH, previewStatusSchema } from '../lib/content/preview-status'

/**
 * The Studio's side of the site's draft mode in this browser. Presentation turns it on for the whole browser
 * (the site's cookies), and it stays on after staff leave Presentation; the Studio asks the site whether it is
 * on and can end it, as the site's own "Leave preview" button does.
 */

/** The Presentation tool's name in the Studio's router (Sanity's default, which studio/presentation.ts keeps). */
export const PRESENTATION_TOOL = 'presentation'

/** What the Studio's notice says (studio/DraftPreviewNotice.tsx), here so tests can read it without React. */
export const DRAFT_PREVIEW_NOTICE_LABEL = 'Draft preview in this browser'
export const STILL_PREVIEWING =
  'This browser still shows drafts on the site: its pages show unpublished changes, under a \u201cPreviewing drafts\u201d bar, until you leave preview here or in that bar.'
export const PREVIEW_LEFT = 'Preview left: this browser shows the site as families see it, published content only.'
export const PREVIEW_NOT_LEFT =
  'Preview could not be left just now. Try again, or press Leave preview in the bar on any page of the site.'

type Fetch = typeof fetch

/** Whether this browser previews drafts on the site; false when the site cannot say (nothing to warn about). */
export async function readPreviewing(fetchImpl: Fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(PREVIEW_STATUS_PATH, { cache: 'no-store', credentials: 'same-origin' })
    if (!response.ok) return false
    const parsed = previewStatusSchema.safeParse(await response.json())
    return parsed.success && parsed.data.previewing
  } catch {
    return false
  }
}

/**
 * Ends draft mode in this browser, then says whether it is still on (true when leaving failed). The site answers
 * with a redirect back to the page the request came from, which is not followed: the Studio stays where it is.
 */
export async function leavePreview(fetchImpl: Fetch = fetch): Promise<boolean> {
  try {
    await fetchImpl(LEAVE_PREVIEW_PATH, { method: 'POST', credentials: 'same-origin', redirect: 'manual' })
  } catch {
    // Still asked below: whatever happened, the notice shows what is true now.
  }
  return readPreviewing(fetchImpl)
}
