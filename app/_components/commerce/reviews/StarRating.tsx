'use client'

import { RATINGS } from '@/lib/commerce/review-rules'

type Props = { value: number | null; onChange: (rating: number) => void }

/** A 1-to-5 star rating as a native radio group: arrow keys move and choose, each star is labelled. */
export function StarRating({ value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink">Your rating</legend>
      <div className="mt-1 flex gap-1">
        {RATINGS.map((stars) => {
          const lit = value !== null && stars <= value
          return (
            <label key={stars} className="relative cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span className="sr-only">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
              <span
                aria-hidden="true"
                className={`flex h-11 w-11 items-center justify-center rounded-full text-3xl peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-forest ${
                  lit ? 'text-ochre' : 'text-[#a58b6f]'
                }`}
              >
                ★
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
