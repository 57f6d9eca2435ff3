'use client'

import { usePresentationQuery } from 'next-sanity/hooks'
import { usePathname } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { MAIN_DOCUMENTS } from '@/lib/content-map'
import {
  documentsById,
  fieldMark,
  latestText,
  previewQuestion,
  type FieldMark,
  type PreviewQuestion,
} from '@/lib/content/live-texts'

type Documents = ReturnType<typeof documentsById>

/** How often to ask again until Presentation first answers (it ignores a question asked before it was ready). */
const ASK_AGAIN_MS = 1000

/** Text nodes that carry an edit marker, under `root` (scripts and styles are not text a person reads). */
function markedTexts(root: Node): { node: Text; mark: FieldMark }[] {
  const found: { node: Text; mark: FieldMark }[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, noscript, template')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const mark = fieldMark((node as Text).data)
    if (mark) found.push({ node: node as Text, mark })
  }
  return found
}

const idsOnPage = () => [...new Set(markedTexts(document.body).map(({ mark }) => mark.id))].sort()

/**
 * Asks Presentation for the documents as soon as it mounts. Sanity's hook sends its question when the frame
 * connects (often before Presentation has said which project it edits, so the question is dropped) and then only
 * every 20 seconds, also after the question changed; mounting a fresh one asks at once.
 */
function AskNow({ question }: { question: PreviewQuestion }): ReactNode {
  usePresentationQuery({ query: question.query, params: question.params, stega: false })
  return null
}

/**
 * Rendered inside Presentation only: keeps every marked text of the page at its field's latest value in the
 * Studio, unsaved keystrokes included (lib/content/live-texts.ts). A text node that holds exactly one field's value
 * followed by its marker shows that field, so it is set to the latest value; a server render that lands later with
 * an older saved value is set again. Components show CMS strings as they are (CSS may change their case), so the
 * value staff type is what the page would render.
 *
 * `onAnswer` runs on every new answer: a change to one of the page's documents, or the first answer on a page the
 * frame moved to (which already holds what staff typed while it moved). The question names this page's documents,
 * asked anew on every page, so no edit depends on the Studio's own change notice, which reaches the frame a second
 * late and misses the first edit of a document it has only just opened.
 */
export function LiveTexts({ onAnswer }: { onAnswer: () => void }) {
  const pathname = usePathname()
  const [ids, setIds] = useState<readonly string[]>(idsOnPage)
  const question = useMemo(() => previewQuestion(ids, pathname, MAIN_DOCUMENTS), [ids, pathname])
  // This instance stays mounted (so the frame's query connection does) and receives every answer.
  const { data } = usePresentationQuery({ query: question.query, params: question.params, stega: false })
  const [asked, setAsked] = useState(0)
  const latest = useRef<Documents | null>(null)
  const schedule = useRef<() => void>(() => undefined)

  useEffect(() => {
    if (data) return
    const timer = setInterval(() => setAsked((count) => count + 1), ASK_AGAIN_MS)
    return () => clearInterval(timer)
  }, [data])

  useEffect(() => {
    let frame = 0
    const pass = () => {
      const marked = markedTexts(document.body)
      const onPage = [...new Set(marked.map(({ mark }) => mark.id))].sort()
      setIds((current) => (current.join() === onPage.join() ? current : onPage))
      const documents = latest.current
      if (!documents) return
      for (const { node, mark } of marked) {
        const value = latestText(documents, mark)
        if (value !== undefined && value !== mark.visible) node.data = value + mark.marker
      }
    }
    const soon = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(pass)
    }
    schedule.current = soon
    // React's own updates (a server render landing) and this pass's writes both come back here; a pass that
    // finds every text current writes nothing, so it ends there.
    const observer = new MutationObserver(soon)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    soon()
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      schedule.current = () => undefined
    }
  }, [])

  useEffect(() => {
    latest.current = data ? documentsById(data) : null
    schedule.current()
    if (data) onAnswer()
  }, [data, onAnswer])

  return <AskNow key={`${question.query}#${JSON.stringify(question.params)}#${asked}`} question={question} />
}
