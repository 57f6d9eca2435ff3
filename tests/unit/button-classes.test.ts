import { describe, expect, it } from 'vitest'

import {
  buttonClass,
  linkButtonClass,
  plainButtonClass,
  submitButtonClass,
  type ButtonStyle,
} from '@/app/_components/ui/button-classes'

const classSet = (classes: string) => classes.split(' ').sort()

const GAME =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 text-lg font-semibold disabled:cursor-not-allowed disabled:opacity-50'
const MEMORY =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-50'

/** The shapes the site's pill buttons had before they shared this helper; each must come out as the same set of classes. */
const SHAPES: Array<[string, ButtonStyle, string]> = [
  ['quiz and math games', { size: 'large' }, GAME],
  [
    'course quiz dialog, writing lesson',
    { size: 'regular' },
    'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-50',
  ],
  [
    'exercise lesson',
    { size: 'regular', dimmed: 'never' },
    'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-2 font-semibold',
  ],
  [
    'course player',
    { size: 'snug', dimmed: 'also-aria' },
    'inline-flex min-h-12 items-center justify-center rounded-full px-5 py-2 font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-50 disabled:cursor-not-allowed disabled:opacity-50',
  ],
  ['memory game', { size: 'compact' }, MEMORY],
  [
    'shop product card',
    { size: 'small', centred: false, dimmed: 'never' },
    'min-h-11 rounded-full px-4 py-2 text-sm font-semibold',
  ],
  [
    'header login (desktop)',
    { tone: 'outline', dimmed: 'never', className: 'whitespace-nowrap gap-1 px-4 py-1.5 text-sm' },
    'inline-flex whitespace-nowrap items-center justify-center gap-1 rounded-full border-2 border-forest font-semibold text-forest hover:bg-forest hover:text-cream px-4 py-1.5 text-sm',
  ],
  [
    'page band call to action',
    { size: 'hero', centred: 'vertically', dimmed: 'never' },
    'inline-flex min-h-12 items-center rounded-full px-7 py-3 text-lg font-semibold',
  ],
]

/** The links and form buttons that wrote their classes out before they shared these helpers. */
const WRITTEN_OUT: Array<[string, string, string]> = [
  [
    'not-found link',
    linkButtonClass({ size: 'large', tone: 'primary', className: 'mt-8' }),
    'mt-8 inline-flex min-h-12 items-center rounded-full bg-clay px-6 py-3 text-lg font-semibold text-white hover:bg-clay-dark',
  ],
  [
    'page hero call to action',
    linkButtonClass({ size: 'hero', tone: 'ochre', className: 'mt-8' }),
    'mt-8 inline-flex min-h-12 items-center rounded-full bg-ochre px-7 py-3 text-lg font-semibold text-ink hover:bg-ochre-light',
  ],
  [
    'continue as guest',
    plainButtonClass({ tone: 'outline', className: 'min-h-11 px-5' }),
    'min-h-11 rounded-full border-2 border-forest px-5 font-semibold text-forest hover:bg-forest hover:text-cream',
  ],
  // Busy submits are aria-disabled (they keep the keyboard focus); the donation's is also disabled with no amount.
  [
    'payment and application submit',
    submitButtonClass({ tone: 'primary' }),
    'min-h-12 w-full rounded-full bg-clay px-6 py-3 text-lg font-semibold text-white hover:bg-clay-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  ],
  [
    'donation submit',
    submitButtonClass({ tone: 'primary', className: 'disabled:cursor-not-allowed disabled:opacity-60' }),
    'min-h-12 w-full rounded-full bg-clay px-6 py-3 text-lg font-semibold text-white hover:bg-clay-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-60 disabled:cursor-not-allowed disabled:opacity-60',
  ],
  [
    'sign-up submit',
    submitButtonClass({ tone: 'forest' }),
    'min-h-12 w-full rounded-full bg-forest px-6 py-3 text-lg font-semibold text-white hover:bg-forest-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  ],
]

describe('buttonClass', () => {
  it.each(SHAPES)('%s: the same classes as before', (_, style, classes) => {
    expect(classSet(buttonClass(style))).toEqual(classSet(classes))
  })

  it('adds the tone and extra classes', () => {
    expect(classSet(buttonClass({ size: 'large', tone: 'primary', className: 'mb-6' }))).toEqual(
      classSet(`${GAME} mb-6 bg-clay text-white hover:bg-clay-dark`),
    )
    expect(classSet(buttonClass({ size: 'compact', tone: 'outline' }))).toEqual(
      classSet(`${MEMORY} border-2 border-forest text-forest hover:bg-forest hover:text-cream`),
    )
  })

  it.each(WRITTEN_OUT)('%s: the same classes as when written out', (_, helper, classes) => {
    expect(classSet(helper)).toEqual(classSet(classes))
  })

  it('never repeats a class or leaves an empty one', () => {
    for (const [, style] of SHAPES) {
      const classes = buttonClass({ ...style, tone: 'primary' }).split(' ')
      expect(new Set(classes).size).toBe(classes.length)
      expect(classes).not.toContain('')
    }
  })
})
