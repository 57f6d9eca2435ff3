/**
 * The family changed outside a page's own forms: a learner added from the header's picker, or a learner added,
 * renamed or deleted in another tab of this browser. The pages that show the family from the server (/account)
 * hear of it and read themselves again. A module of its own, with nothing imported, so a page listening does not
 * load the family's reads and checks with its first script.
 */
const listeners = new Set<() => void>()

export function familyChangedElsewhere(): void {
  for (const listener of listeners) listener()
}

export function subscribeFamilyChangedElsewhere(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
