/**
 * Card grids that never leave one card alone on its last row (docs/behaviour.md#card-grids). Two rules:
 * - The number of columns on a wide screen follows the number of cards: three, or two when three would leave a
 *   lone last card and two would not (four cards: two rows of two, not three and one), or four when neither
 *   would do (seven cards: four and three).
 * - A last row that is still not full is centred, at every width (on a phone there is one column anyway).
 * Every class is written out whole: Tailwind finds the classes it generates by reading the source.
 */

/**
 * Columns on a wide screen for `count` cards: three, two or four, whichever first leaves no lone last card. Up to
 * three cards keep the width of a third, side by side in the middle (one card is not stretched across the page).
 */
export function balancedColumns(count: number): number {
  if (count <= 3) return 3
  const columns = [3, 2, 4].find((candidate) => count % candidate !== 1)
  return columns ?? 3
}

// With `gap-6` (1.5rem) between cards: a card's width is the row's width less the gaps, shared out.
const WIDE_ITEM: Record<number, string> = {
  2: 'lg:w-[calc((100%-1.5rem)/2)]',
  3: 'lg:w-[calc((100%-3rem)/3)]',
  4: 'lg:w-[calc((100%-4.5rem)/4)]',
}

/** The classes of the list and of each card's list item for a grid of `count` cards. */
export function balancedGridClasses(count: number): { list: string; item: string } {
  const wide = WIDE_ITEM[balancedColumns(count)] ?? WIDE_ITEM[3]
  return { list: 'flex flex-wrap justify-center gap-6', item: `flex w-full sm:w-[calc((100%-1.5rem)/2)] ${wide}` }
}
