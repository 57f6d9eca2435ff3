'use client'

import { buttonClass } from '@/app/_components/ui/button-classes'
import { REVEAL_MARGINS, useReveal } from '@/lib/browser/reveal'

import { VerdictIcon } from './VerdictIcon'

/**
 * Below a question of a scored game: once answered, the verdict (an icon and words, not colour alone) and
 * the explanation, then the button on.
 * The live region is there before the answer so that screen readers announce the verdict when it appears; the
 * verdict and the button are brought on screen together, since the button was often below it on a phone.
 */
export function AnswerFeedback({
  answered,
  correct,
  incorrectVerdict,
  explanation,
  nextLabel,
  onNext,
  className,
}: {
  answered: boolean
  correct: boolean
  incorrectVerdict: string
  explanation: string
  nextLabel: string
  onNext: () => void
  /** The live region's spacing from what is above it. */
  className: string
}) {
  const revealRef = useReveal<HTMLDivElement>(answered)
  return (
    <div ref={revealRef} className={REVEAL_MARGINS}>
      <div role="status" aria-live="polite" className={className}>
        {answered && (
          <div className={`rounded-2xl p-4 ${correct ? 'bg-forest/10 text-forest-dark' : 'bg-clay/10 text-clay-dark'}`}>
            <p className="flex items-center gap-2 font-semibold">
              <VerdictIcon correct={correct} />
              {correct ? 'Correct!' : incorrectVerdict}
            </p>
            <p className="mt-1 text-ink">{explanation}</p>
          </div>
        )}
      </div>
      {answered && (
        <div className="mt-5 text-right">
          <button type="button" className={buttonClass({ size: 'large', tone: 'primary' })} onClick={onNext}>
            {nextLabel}
          </button>
        </div>
      )}
    </div>
  )
}
