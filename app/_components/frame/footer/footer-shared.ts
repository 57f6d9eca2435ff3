/** The `<footer>`'s own classes, the same whether the server draws it whole or the browser keeps its HTML. */
export const SITE_FOOTER_CLASS = 'bg-forest-dark text-sand'

/**
 * The page that holds the footer and nothing else (app/site-frame/footer/page.tsx): where a frame the browser draws
 * itself copies the footer from. It reads only Site settings, as the frame does, so it answers whenever a frame can.
 */
export const SITE_FOOTER_FRAGMENT = '/site-frame/footer'
