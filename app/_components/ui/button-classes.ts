/**
 * The class list of the site's pill buttons (and links that look like them): one shape, a size, a tone.
 * Every class is written out whole: Tailwind finds the classes it generates by reading the source.
 */

const SIZES = {
  /** Shop card actions, several to a row. */
  small: 'min-h-11 px-4 py-2 text-sm',
  /** Memory game controls around the board. */
  compact: 'min-h-11 px-5 py-2',
  /** Course player navigation. */
  snug: 'min-h-12 px-5 py-2',
  regular: 'min-h-12 px-6 py-2',
  /** Quiz and math game buttons (larger text for young players), form submit buttons, not-found links. */
  large: 'min-h-12 px-6 py-3 text-lg',
  /** The calls to action of a page's bands: the home hero, page heroes, closing sections. */
  hero: 'min-h-12 px-7 py-3 text-lg',
} as const

const TONES = {
  primary: 'bg-clay text-white hover:bg-clay-dark',
  outline: 'border-2 border-forest text-forest hover:bg-forest hover:text-cream',
  forest: 'bg-forest text-white hover:bg-forest-dark',
  /** On the dark bands (forest, ink). */
  ochre: 'bg-ochre text-ink hover:bg-ochre-light',
} as const

const DIMMED = {
  disabled: 'disabled:cursor-not-allowed disabled:opacity-50',
  /** Also elements marked aria-disabled, which stay focusable. */
  'also-aria':
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 disabled:cursor-not-allowed disabled:opacity-50',
  /** For buttons that are never disabled, or that style it themselves. */
  never: '',
} as const

export type ButtonStyle = {
  /** Height, padding and text size; left out where the caller sets its own. */
  size?: keyof typeof SIZES
  /** Colours; left out where the caller passes its own in `className`. */
  tone?: keyof typeof TONES
  /** How a disabled button looks; faded by default. */
  dimmed?: keyof typeof DIMMED
  /**
   * Inline-flex with the label centred; off for plain buttons, whose label the browser centres anyway;
   * `vertically` for links as wide as their label, which need no centring along the row.
   */
  centred?: boolean | 'vertically'
  /** Extra classes: margins, one-off colours. */
  className?: string
}

export function buttonClass({ size, tone, dimmed = 'disabled', centred = true, className }: ButtonStyle): string {
  return [
    centred && (centred === 'vertically' ? 'inline-flex items-center' : 'inline-flex items-center justify-center'),
    'rounded-full font-semibold',
    size && SIZES[size],
    DIMMED[dimmed],
    tone && TONES[tone],
    className,
  ]
    .filter(Boolean)
    .join(' ')
}

/** A link that looks like a pill button (or a button that is never disabled): as wide as its label, never faded. */
export function linkButtonClass(style: Omit<ButtonStyle, 'dimmed'>): string {
  return buttonClass({ centred: 'vertically', dimmed: 'never', ...style })
}

/** A plain button (the browser centres its label) that sets its own disabled look in `className`, if it has one. */
export function plainButtonClass(style: Omit<ButtonStyle, 'dimmed' | 'centred'>): string {
  return buttonClass({ centred: false, dimmed: 'never', ...style })
}

/**
 * The full-width submit button at the foot of a form, faded a little while the form is busy. Busy is said with
 * aria-disabled, not disabled: a disabled button loses the keyboard focus, and a parent whose form was refused
 * would start again from the top of the page.
 */
export function submitButtonClass({ tone, className }: Pick<ButtonStyle, 'tone' | 'className'>): string {
  return plainButtonClass({
    size: 'large',
    tone,
    className: ['w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60', className]
      .filter(Boolean)
      .join(' '),
  })
}
