// A module of its own: the lesson pages and the plan cards that use it load nothing else with it.

/**
 * "15 %": a number and its per cent sign joined by a no-break space, so that a narrow screen never leaves the sign
 * alone at the start of a line (docs/behaviour.md#text-characters).
 */
export const percentText = (value: number): string => `${value}\u00a0%`

/** Staff's words with every "15 %" joined the same way. */
export const joinPercents = (text: string): string => text.replace(/(\d) %/g, '$1\u00a0%')
