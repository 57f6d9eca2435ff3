/** A writing lesson's draft on this device, under the key of whoever is learning (learner-keys.ts `draftKeyOf`). */
export function readDraft(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

/** Keeps a draft (or, for null, forgets it). */
export function writeDraft(key: string, text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, text)
  } catch {
    // storage refused: the draft lives on this page only
  }
}
