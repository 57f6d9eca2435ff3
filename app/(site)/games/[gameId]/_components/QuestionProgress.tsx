/**
 * The line above each question of a scored game: which one of how many, the score so far and, when
 * `answered` is given, a progress bar that fills as questions are answered.
 */
export function QuestionProgress({
  noun,
  index,
  total,
  score,
  answered,
}: {
  noun: 'Question' | 'Problem'
  index: number
  total: number
  score: number
  answered?: number
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted">
        <p>
          {`${noun} `}
          {index + 1} of {total}
        </p>
        <p>Score: {score}</p>
      </div>
      {answered !== undefined && (
        <div
          className="mt-2 h-2 rounded-full bg-sand"
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
        >
          <div className="h-2 rounded-full bg-forest" style={{ width: `${(answered / total) * 100}%` }} />
        </div>
      )}
    </>
  )
}
