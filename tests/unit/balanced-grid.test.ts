import { describe, expect, it } from 'vitest'

import { balancedColumns, balancedGridClasses } from '@/app/_components/ui/balanced-grid'

/** The cards on each row, filled left to right. */
const rows = (count: number) => {
  const columns = balancedColumns(count)
  return Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns))
}

describe('balanced card grids', () => {
  it('puts up to three cards on one row, each a third wide (one card is not stretched across the page)', () => {
    expect([1, 2, 3].map((count) => rows(count))).toEqual([[1], [2], [3]])
    expect(balancedGridClasses(1).item).toBe(balancedGridClasses(3).item)
  })

  it('never leaves a lone last card where three, two or four columns can avoid it', () => {
    expect(rows(4)).toEqual([2, 2])
    expect(rows(5)).toEqual([3, 2])
    expect(rows(6)).toEqual([3, 3])
    expect(rows(7)).toEqual([4, 3])
    expect(rows(8)).toEqual([3, 3, 2])
    expect(rows(10)).toEqual([2, 2, 2, 2, 2])
    for (let count = 2; count <= 40; count += 1) {
      if (count % 12 === 1) continue
      expect(rows(count).at(-1), `${count} cards`).toBeGreaterThan(1)
    }
  })

  it('keeps three columns when no choice avoids a lone card (13 cards), which the centred last row then holds', () => {
    expect(rows(13)).toEqual([3, 3, 3, 3, 1])
    expect(balancedGridClasses(13).list).toContain('justify-center')
  })

  it('sizes each card for its column count on wide screens and two columns from sm', () => {
    expect(balancedGridClasses(4).item).toBe('flex w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-1.5rem)/2)]')
    expect(balancedGridClasses(5).item).toBe('flex w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]')
    expect(balancedGridClasses(7).item).toBe('flex w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]')
  })
})
