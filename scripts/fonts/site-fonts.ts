/**
 * The web font files the site serves (app/_components/frame/SiteFonts.tsx loads them) and the TrueType files
 * the welcome packets embed (lib/pdf/document.ts), each cut by `npm run fonts:subset` from the
 * @fontsource-variable packages (docs/architecture.md#fonts).
 */

export interface SiteFont {
  /** The committed file, relative to the repository: `.woff2` for the browser, `.ttf` for the PDFs. */
  readonly file: string
  /** The @fontsource-variable package and file prefix. */
  readonly family: 'inter' | 'fraunces'
  /** A weight range keeps the font variable over it; one weight makes a static font. */
  readonly weight: number | readonly [min: number, max: number]
}

/**
 * Inter (body text) is used at 400, 500, 600 and 700: one variable file over that range is smaller than the
 * four static ones would be together. Fraunces (headings) is used at 400, 600 and 700; its variations come
 * from a single master at 100, so narrowing the range would save nothing, and fontTools here cannot move its
 * default weight (900) anyway: it keeps its whole range.
 */
export const SITE_FONTS: readonly SiteFont[] = [
  { file: 'lib/fonts/inter.woff2', family: 'inter', weight: [400, 700] },
  { file: 'lib/fonts/fraunces.woff2', family: 'fraunces', weight: [100, 900] },
]

/**
 * The faces the welcome packets are set in, as static TrueType files with the same characters as the web fonts.
 * A PDF embeds one weight per font file, and pdf-lib's font engine can neither subset a WOFF2 file (it reads its
 * composite glyphs from the compressed table) nor pick a weight of a variable font: so one static file per
 * weight used, Inter for the text and Fraunces for the headings, as on the site.
 */
export const PDF_FONTS = {
  regular: { file: 'lib/fonts/inter-regular.ttf', family: 'inter', weight: 400 },
  bold: { file: 'lib/fonts/inter-bold.ttf', family: 'inter', weight: 700 },
  heading: { file: 'lib/fonts/fraunces-semibold.ttf', family: 'fraunces', weight: 600 },
} as const satisfies Record<string, SiteFont>

/** Every font file `npm run fonts:subset` writes and `npm run fonts:check` reads. */
export const ALL_FONT_FILES: readonly SiteFont[] = [...SITE_FONTS, ...Object.values(PDF_FONTS)]

/**
 * The source files of a family, in the order characters are taken from them: the `latin` file, then the ones
 * that hold the rest of Latin (ẹ ọ ḥ ā ₵ …). They are cut from one font, so their glyphs fit together.
 */
export const sourceFiles = (family: SiteFont['family']) =>
  ['latin', 'latin-ext', 'vietnamese'].map(
    (subset) => `node_modules/@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`,
  )

/**
 * The OpenType features kept: those browsers apply to Latin text by default. Others (tabular figures,
 * fractions) are dropped; if the CSS starts asking for one (`tabular-nums`), add its tag here and cut again.
 */
export const LAYOUT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  'rvrn',
  'ltra',
  'ltrm',
] as const
