/**
 * What a footer badge claims, which decides how the footer introduces its awarding body and whether it counts
 * as an accreditation for the launch check's FAQ rule (docs/content-model.md#badge).
 */
export const BADGE_KINDS = ['accreditation', 'award', 'standards'] as const
export type BadgeKind = (typeof BADGE_KINDS)[number]

/** The Studio's title for each kind. */
export const BADGE_KIND_TITLES: Record<BadgeKind, string> = {
  accreditation: 'Accreditation',
  award: 'Award',
  standards: 'Curriculum aligned to published standards',
}

/** The words before the awarding body's name in the footer: "Accredited by …", "Standards published by …". */
export const BADGE_BODY_INTROS: Record<BadgeKind, string> = {
  accreditation: 'Accredited by',
  award: 'Awarded by',
  standards: 'Standards published by',
}

export const isBadgeKind = (value: unknown): value is BadgeKind =>
  typeof value === 'string' && (BADGE_KINDS as readonly string[]).includes(value)
