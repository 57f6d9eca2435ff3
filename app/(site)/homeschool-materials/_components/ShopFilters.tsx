'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { PRODUCT_GRADES, PRODUCT_SUBJECTS } from '@/lib/commerce/products-taxonomy'
import {
  activeFilterCount,
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

/** The products' heading, where the skip link over the filters lands. */
export const PRODUCTS_HEADING_ID = 'products-heading'

/** Typing updates the URL in place after a short pause; choices in the filters each add a history entry. */
const SEARCH_PAUSE_MS = 300

type Props = {
  query: ShopQuery
  onChange: (next: ShopQuery) => void
  /** Sets the search text on whatever the URL holds when it fires. */
  onSearch: (text: string, mode: 'push' | 'replace') => void
}

/**
 * Search, sort and the Filters panel. On a phone the panel folds behind a "Filters (n)" button (n: the active
 * filters), so the products come first; from the lg breakpoint it is an open sidebar (docs/behaviour.md#shop-filter-and-sort).
 */
export function ShopFilters({ query, onChange, onSearch }: Props) {
  const [text, setText] = useState(query.q)
  const [shownQuery, setShownQuery] = useState(query.q)
  const [panelOpen, setPanelOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const active = activeFilterCount(query)

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

  function closePanel() {
    setPanelOpen(false)
    toggle.current?.focus()
  }

  const checkbox = 'h-5 w-5 shrink-0 accent-forest'
  const option = 'flex min-h-9 cursor-pointer items-center gap-2 text-ink'
  const control =
    'block min-h-12 w-full rounded-xl border-2 border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-forest'
  return (
    <aside aria-label="Search and filters" className="space-y-4 lg:space-y-6">
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
          className={`mt-1 ${control}`}
        />
      </form>

      <div className="flex items-end gap-3 lg:block">
        <button
          ref={toggle}
          type="button"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-xl border-2 border-forest bg-white px-4 font-semibold text-forest hover:bg-forest hover:text-cream aria-expanded:bg-forest aria-expanded:text-cream lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm2 5a1 1 0 0 1 1-1h8a1 1 0 1 1 0 2H6a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h2a1 1 0 1 1 0 2H9a1 1 0 0 1-1-1Z" />
          </svg>
          <span>Filters{active > 0 && ` (${active})`}</span>
        </button>
        <div className="min-w-0 flex-1">
          <label htmlFor="shop-sort" className="block font-semibold text-ink">
            Sort by
          </label>
          <select
            id="shop-sort"
            value={query.sort}
            onChange={(event) => onChange({ ...query, sort: event.target.value as ShopSort })}
            className={`mt-1 ${control}`}
          >
            {(Object.keys(SORT_LABELS) as ShopSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {/* The open sidebar is some 25 stops of the Tab key: a keyboard user can pass it. Shown over the panel's top
          while focused, so nothing moves. */}
      <a
        href={`#${PRODUCTS_HEADING_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:z-10 focus:rounded-xl focus:bg-ink focus:px-4 focus:py-3 focus:font-semibold focus:text-cream max-lg:hidden"
      >
        Skip the filters to the products
      </a>
      <div id={panelId} className={`${panelOpen ? 'block' : 'hidden'} rounded-2xl bg-white p-4 shadow lg:block`}>
        <h2 className="hidden font-semibold text-ink lg:block">Filters</h2>
        <div className="space-y-6 lg:mt-4">
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
          <button
            type="button"
            onClick={closePanel}
            className="min-h-12 w-full rounded-full bg-forest px-5 font-semibold text-cream hover:bg-forest-dark lg:hidden"
          >
            Done
          </button>
        </div>
      </div>
    </aside>
  )
}
