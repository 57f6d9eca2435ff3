import { balancedGridClasses } from '@/app/_components/ui/balanced-grid'

/**
 * A grid of titled points (values, principles, benefits, features), each an h3 with its description. Its
 * columns follow the number of points, so no point sits alone on the last row (docs/behaviour.md#card-grids).
 */
export function PointGrid({ points }: { points: ReadonlyArray<{ _key: string; title: string; description: string }> }) {
  const grid = balancedGridClasses(points.length)
  return (
    <ul className={grid.list} data-testid="point-grid">
      {points.map((point) => (
        <li
          key={point._key}
          className={`${grid.item} flex-col rounded-3xl border-2 border-sand-dark bg-white p-6 shadow-sm`}
        >
          <h3 className="font-display text-xl font-semibold text-forest">{point.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{point.description}</p>
        </li>
      ))}
    </ul>
  )
}
