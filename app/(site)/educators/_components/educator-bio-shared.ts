/** The full bio's classes, the same whether the server draws it whole (preview) or the browser keeps its HTML. */
export const EDUCATOR_BIO_CLASS = 'mt-3 space-y-3 text-ink'

/** An educator's document id as a piece of an element id: anything but letters, digits, `_` and `-` becomes `-`. */
const idPart = (educatorId: string) => educatorId.replace(/[^\w-]/g, '-')

/** The element id of an educator's name on their card, which names the card. */
export const educatorHeadingId = (educatorId: string) => `educator-${idPart(educatorId)}`

/** The element id of an educator's full bio: where a page drawn by the browser finds it in the server's HTML. */
export const educatorBioId = (educatorId: string) => `bio-${idPart(educatorId)}`

/**
 * The page that holds every educator's published full bio and nothing else (app/site-frame/educator-bios/page.tsx):
 * where /educators, drawn by the browser after a move inside the app, copies its bios from.
 */
export const EDUCATOR_BIOS_FRAGMENT = '/site-frame/educator-bios'
