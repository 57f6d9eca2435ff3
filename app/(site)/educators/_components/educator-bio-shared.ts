/** The full bio's classes, the same whether the server draws it whole (preview) or the browser keeps its HTML. */
export const EDUCATOR_BIO_CLASS = 'mt-3 space-y-3 text-ink'

/** The element id of an educator's full bio: where a page drawn by the browser finds it in the server's HTML. */
export function educatorBioId(educatorId: string): string {
  return `bio-${educatorId.replace(/[^\w-]/g, '-')}`
}

/**
 * The page that holds every educator's published full bio and nothing else (app/site-frame/educator-bios/page.tsx):
 * where /educators, drawn by the browser after a move inside the app, copies its bios from.
 */
export const EDUCATOR_BIOS_FRAGMENT = '/site-frame/educator-bios'
