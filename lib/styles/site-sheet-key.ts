/**
 * The key the server's copy of the site's stylesheet carries in each document (`<style data-href>`), by which the
 * browser knows it is already there (app/_components/frame/SiteStylesheet.tsx).
 */
export const SITE_SHEET_KEY = 'academy-site-sheet'
