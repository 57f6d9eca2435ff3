/**
 * A learner was added from the header's picker: the pages that show the family from the server (/account) hear of
 * it and read themselves again. A module of its own, with nothing imported, so a page listening does not load the
 * family's reads and checks with its first script.
 */
const listeners = new Set<() => void>()

export function learnerAdded(): void {
  for (const listener of listeners) listener()
}

export function subscribeLearnerAdded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
