// @vitest-environment jsdom
import { act, createElement, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { useFocusOnChange } from '@/lib/browser/use-focus-on-change'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

/** A question heading as the games and lessons render it: focusable by script only. */
function Question({ index }: { index: number }) {
  const ref = useFocusOnChange<HTMLHeadingElement>(index)
  return createElement('h2', { ref, tabIndex: -1 }, `Question ${index + 1}`)
}

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const render = (index: number) =>
  act(() => root.render(createElement(StrictMode, null, createElement(Question, { index }))))
const heading = () => container.querySelector('h2')

describe('useFocusOnChange', () => {
  it('leaves the focus where the page put it on arrival, even when strict mode runs the effect twice', () => {
    render(0)
    expect(heading()?.textContent).toBe('Question 1')
    expect(document.activeElement).toBe(document.body)
  })

  it('moves the focus to the heading when the question changes, and not again on the same one', () => {
    render(0)
    render(1)
    expect(document.activeElement).toBe(heading())
    expect(heading()?.textContent).toBe('Question 2')
    const other = document.body.appendChild(document.createElement('button'))
    other.focus()
    render(1)
    expect(document.activeElement).toBe(other)
    other.remove()
  })
})
