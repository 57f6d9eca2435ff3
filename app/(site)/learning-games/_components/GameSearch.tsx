'use client'

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'

import { plainButtonClass } from '@/app/_components/ui/button-classes'
import { isActivityEntry } from '@/lib/learning/games/catalogue-index'
import { openGameArea } from '@/lib/learning/games/open-game-area'
import { SEARCH_UNAVAILABLE, suggest } from '@/lib/learning/games/search'

import { useCatalogueQuery } from './CatalogueQuery'

/**
 * The catalogue search: a combobox with a listbox of at most 8 suggestions (arrow keys, Enter,
 * Escape); its text also filters the activities and subjects below, and an empty result says so with
 * Clear Search.
 */
export function GameSearch() {
  const { query, setQuery, index, games, shown, loadIndex, indexFailed } = useCatalogueQuery()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const listId = useId()
  const suggestions = useMemo(() => suggest(query, index, games), [query, index, games])
  const searched = shown !== null
  const none = shown !== null && shown.size === 0
  // The index did not come: said where the results would be, with Clear Search, until a keystroke asks again.
  const unavailable = !searched && indexFailed && query.trim() !== ''
  const boxed = searched || unavailable
  const activityCount = useMemo(() => index.filter((entry) => isActivityEntry(entry.id)).length, [index])
  const shownActivities = shown ? [...shown].filter(isActivityEntry).length : activityCount
  const expanded = open && suggestions.length > 0

  const choose = (position: number) => {
    const suggestion = suggestions[position]
    if (!suggestion) return
    setQuery(suggestion.label)
    setOpen(false)
    setActive(-1)
    openGameArea(suggestion.gameId)
  }

  const clear = () => {
    setQuery('')
    setOpen(false)
    setActive(-1)
    inputRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (suggestions.length === 0) return
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (expanded && active >= 0) choose(active)
      else if (suggestions.length > 0) choose(0)
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        clear()
      }
    }
  }

  return (
    <div className="relative mx-auto mt-8 max-w-2xl text-left">
      <label htmlFor={inputId} className="block font-semibold text-cream">
        Search games, activities and subjects
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Try “Kiswahili”, “skip counting” or “kingdoms”"
        value={query}
        onChange={(event) => {
          loadIndex()
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => {
          loadIndex()
          setOpen(true)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="mt-2 min-h-14 w-full rounded-full border-2 border-ochre bg-white px-6 py-3 text-lg text-ink placeholder:text-muted"
      />
      {/* One live region from the start, so every change of what the filter leaves is announced. Above the
          suggestions, so the list never covers Clear Search. */}
      <div
        className={
          boxed
            ? `mt-3 flex flex-wrap items-center gap-3 rounded-2xl px-5 py-3 ${none || unavailable ? 'bg-white text-ink' : 'bg-forest-dark text-cream'}`
            : undefined
        }
      >
        <p role="status" aria-live="polite" className={boxed ? undefined : 'sr-only'}>
          {unavailable
            ? SEARCH_UNAVAILABLE
            : !searched
              ? ''
              : none
                ? `No games, activities or subjects match “${query.trim()}”.`
                : `Showing ${shownActivities} of ${activityCount} activities.`}
        </p>
        {boxed && (
          <button
            type="button"
            onClick={clear}
            className={plainButtonClass({ tone: 'primary', className: 'px-4 py-2' })}
          >
            Clear Search
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-2 max-h-96 w-full overflow-auto rounded-2xl border-2 border-sand-dark bg-white py-2 shadow-xl"
      >
        {suggestions.map((suggestion, position) => (
          <li
            key={`${suggestion.label}-${suggestion.detail}`}
            id={`${listId}-${position}`}
            role="option"
            aria-selected={position === active}
            // mousedown, so the input's blur does not close the list before the choice lands.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(position)
            }}
            className={`cursor-pointer px-5 py-2 ${position === active ? 'bg-sand' : ''}`}
          >
            <span className="block font-semibold text-ink">{suggestion.label}</span>
            <span className="block text-sm text-muted">
              {suggestion.detail}
              {suggestion.gameId ? ' · opens a game' : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
