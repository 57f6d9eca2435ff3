/**
 * The order of the Lighthouse runs: run 1 of every row, then run 2 of every row, and so on, so that a
 * machine that slows down (or speeds up) during a long benchmark moves every row alike, and the ratios
 * to the references measured beside them stay fair.
 */
export function interleave<T>(rows: readonly T[], runs: number): { run: number; row: T }[] {
  return Array.from({ length: runs }, (_, i) => rows.map((row) => ({ run: i + 1, row }))).flat()
}
