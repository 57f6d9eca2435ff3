/** A grid of titled points (values, principles), each an h3 with its description. */
export function PointGrid({ points }: { points: ReadonlyArray<{ _key: string; title: string; description: string }> }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {points.map((point) => (
        <li key={point._key} className="rounded-3xl border-2 border-sand-dark bg-white p-6 shadow-sm">
          <h3 className="font-display text-xl font-semibold text-forest">{point.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{point.description}</p>
        </li>
      ))}
    </ul>
  )
}
