/**
 * How a link into a course's player reads (docs/behaviour.md#course-catalogue). A Coming Soon course is not for
 * sale yet its lessons are open, so a link into it must not promise more than a preview.
 */
export const PREVIEW_LINK_LABEL = 'Preview the course'

/** A catalogue card's link: "Preview the course" while the course is Coming Soon. */
export const courseLinkLabel = (comingSoon: boolean | null | undefined, label: string): string =>
  comingSoon ? PREVIEW_LINK_LABEL : label

/** The course quiz's button keeps the product's own words. */
export const START_COURSE_LABEL = 'Start This Course'

/** Said under the quiz's button for a Coming Soon course, so the button's words do not over-promise. */
export const COMING_SOON_NOTE = 'Coming soon: its lessons are free to try now.'

/** The course quiz result's link: always Start This Course, with a note under it for a Coming Soon course. */
export const quizCourseLink = (comingSoon: boolean | null | undefined) => ({
  label: START_COURSE_LABEL,
  note: comingSoon ? COMING_SOON_NOTE : null,
})
