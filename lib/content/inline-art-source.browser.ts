/**
 * The browser's `inlineArtSource` (next.config.ts aliases it): art the browser draws itself comes from its address,
 * so the server's file reads and fetches stay out of the browser's code (inline-art-source.ts).
 */
export async function inlineArtSource(_src: string): Promise<string | null> {
  return null
}
