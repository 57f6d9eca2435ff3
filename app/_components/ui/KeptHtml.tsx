'use client'

import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react'

type Props = Omit<HTMLAttributes<HTMLElement>, 'content'> & {
  /** The element to draw. */
  as: 'div' | 'footer'
  /** What the server draws inside it; always null in the browser. */
  drawn: ReactNode
  /**
   * The HTML to show when the browser drew this element itself and has no copy from the server: '' when there is
   * none, never a rejection (`htmlFromDocument`).
   */
  copy: () => Promise<string>
}

/**
 * Pages asked for by `htmlFromDocument`, by address: one request however many parts of a page copy from it. A page
 * that did not answer is forgotten, so a later copy asks again.
 */
const pages = new Map<string, Promise<Document | undefined>>()

/**
 * The inner HTML of the element `selector` finds in the page at `address`, or '' when the page has none or does not
 * answer: the copy of a `KeptHtml` the browser drew itself.
 */
export async function htmlFromDocument(address: string, selector: string): Promise<string> {
  const page =
    pages.get(address) ??
    fetch(address)
      .then(async (answer) =>
        answer.ok ? new DOMParser().parseFromString(await answer.text(), 'text/html') : undefined,
      )
      .catch(() => undefined)
  pages.set(address, page)
  const parsed = await page
  if (!parsed) pages.delete(address)
  return parsed?.querySelector(selector)?.innerHTML ?? ''
}

/**
 * An element whose content is in the page's HTML and not in its RSC payload (docs/architecture.md#rendering). The
 * server draws `drawn` while it renders the HTML; the payload names this component and its attributes only.
 * Hydration keeps the HTML inside the element: React leaves an element's children alone when it sets them by
 * `dangerouslySetInnerHTML`, and every later render passes the same string, so they are never touched. When the
 * browser draws the element itself (a move inside the app, or a frame Next sends empty), it has no children, and it
 * fills them from `copy`; with nothing to copy, it stays empty.
 */
export function KeptHtml({ as, drawn, copy, ...attributes }: Props) {
  // Typed as a div for the ref alone: both tags are plain HTMLElements here.
  const Tag = as as 'div'
  const element = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState('')

  // A copy that lands after the element is gone sets nothing (React ignores it), and one element only ever copies
  // the same HTML, so a late answer needs no guard.
  useEffect(() => {
    if (!element.current?.firstChild) void copy().then(setCopied)
  }, [copy])

  if (drawn) return <Tag {...attributes}>{drawn}</Tag>
  return <Tag {...attributes} ref={element} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: copied }} />
}
