/**
 * The one rule for characters that no feed or file the site writes may carry: anything outside XML 1.0's
 * Char production (tab, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD, U+10000-U+10FFFF). That is the C0 controls
 * other than tab/LF/CR, the noncharacters U+FFFE and U+FFFF, and a surrogate without its partner.
 *
 * Editors paste them in unknowingly from word processors (a vertical tab for a soft line break, a form
 * feed for a page break, a NUL), and a single one makes a whole RSS feed or sitemap ill-formed, so
 * readers and crawlers drop every item, not just the one. The RSS feed, the sitemap and the iCalendar
 * files strip them where they escape text; the Studio refuses them in titles and excerpts.
 *
 * With the `u` flag a well-formed surrogate pair is one code point (U+10000 and up, allowed), so the
 * surrogate range in the class only ever matches a lone half.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u
const NOT_XML_CHARS = new RegExp(NOT_XML_CHAR.source, 'gu')

/** The text without the characters XML 1.0 forbids; everything else (emoji included) is kept as is. */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(NOT_XML_CHARS, '')
}

/** True when the text holds a character XML 1.0 forbids (the Studio's rule). */
export function hasInvalidXmlChars(text: string): boolean {
  return NOT_XML_CHAR.test(text)
}

/** Text for an XML element or attribute value: forbidden characters removed, markup characters escaped. */
export function escapeXml(text: string): string {
  return stripInvalidXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
