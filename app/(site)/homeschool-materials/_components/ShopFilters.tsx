'use client'

import { useEffect, useRef, useState } from 'react'
import { PRODUCT_GRADES, PRODUCT_SUBJECTS } from '@/lib/commerce/products-taxonomy'
import {
  SHOP_SEARCH_MAX,
  toggleGrade,
  toggleSubject,
  type PriceBand,
  type ShopQuery,
  type ShopSort,
} from '@/lib/commerce/shop-query'

const PRICE_LABELS: Record<PriceBand, string> = {
  all: 'All prices',
  under5: 'Under $5',
  '5to10': '$5 to $10',
  over10: 'Over $10',
}

const SORT_LABELS: Record<ShopSort, string> = {
  relevance: 'Relevance',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Rating',
}

/** Typing updates the URL in place after a short pause; choices in the filters each add a history entry. */
const SEARCH_PAUSE_MS = 300

type Props = {
  query: ShopQuery
  onChange: (next: ShopQuery) => void
  /** Sets the search text on whatever the URL holds when it fires. */
  onSearch: (text: string, mode: 'push' | 'replace') => void
}

export function ShopFilters({ query, onChange, onSearch }: Props) {
  const [text, setText] = useState(query.q)
  const [shownQuery, setShownQuery] = useState(query.q)
  const timer = useRef<number | undefined>(undefined)

  // The URL changed from outside (Back, Clear filters): the box shows what the URL says.
  if (query.q !== shownQuery) {
    setShownQuery(query.q)
    setText(query.q)
  }
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function onType(value: string) {
    setText(value)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => onSearch(value, 'replace'), SEARCH_PAUSE_MS)
  }

  const checkbox = 'h-5 w-5 shrink-0 accent-forest'
  const option = 'flex min-h-9 cursor-pointer items-center gap-2 text-ink'
  return (
    <aside aria-label="Search and filters" className="space-y-6">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          window.clearTimeout(timer.current)
          onSearch(text, 'push')
        }}
      >
        <label htmlFor="shop-search" className="block font-semibold text-ink">
          Search materials
        </label>
        <input
          id="shop-search"
          type="search"
          value={text}
          maxLength={SHOP_SEARCH_MAX}
          onChange={(event) => onType(event.target.value)}
          placeholder="Title or description"
          className="mt-1 block min-h-12 w-full rounded-xl border-2 border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-forest"
        />
      </form>

      <div>
        <label htmlFor="shop-sort" className="block font-semibold text-ink">
          Sort by
        </label>
        <select
          id="shop-sort"
          value={query.sort}
          onChange={(event) => onChange({ ...query, sort: event.target.value as ShopSort })}
          className="mt-1 block min-h-12 w-full rounded-xl border-2 border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-forest"
        >
          {(Object.keys(SORT_LABELS) as ShopSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>

      <details className="group rounded-2xl bg-white p-4 shadow lg:open:shadow" open>
        <summary className="cursor-pointer font-semibold text-ink lg:pointer-events-none lg:list-none">Filters</summary>
        <div className="mt-4 space-y-6">
          <fieldset>
            <legend className="font-semibold text-ink">Price</legend>
            <div className="mt-2 space-y-1">
              {(Object.keys(PRICE_LABELS) as PriceBand[]).map((band) => (
                <label key={band} className={option}>
                  <input
                    type="radio"
                    name="price"
                    className={checkbox}
                    checked={query.price === band}
                    onChange={() => onChange({ ...query, price: band })}
                  />
                  {PRICE_LABELS[band]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-semibold text-ink">Subject</legend>
            <div className="mt-2 space-y-1">
              {PRODUCT_SUBJECTS.map((subject) => (
                <label key={subject} className={option}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={query.subjects.includes(subject)}
                    onChange={() => onChange(toggleSubject(query, subject))}
                  />
                  {subject}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-semibold text-ink">Grade</legend>
            <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 lg:grid-cols-1">
              {PRODUCT_GRADES.map((grade) => (
                <label key={grade} className={option}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={query.grades.includes(grade)}
                    onChange={() => onChange(toggleGrade(query, grade))}
                  />
                  {grade}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </details>
    </aside>
  )
}
