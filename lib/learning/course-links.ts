/**
 * How a link into a course's player reads (docs/behaviour.md#course-catalogue): while the course is Coming Soon
 * the player is a preview, and the catalogue card's link and the course quiz's button say so.
 */
export const PREVIEW_LINK_LABEL = 'Preview the course'

export const courseLinkLabel = (comingSoon: boolean | null | undefined, label: string): string =>
  comingSoon ? PREVIEW_LINK_LABEL : label
