import { describe, expect, it } from 'vitest'

import { LEAVE_PREVIEW_PATH, PREVIEW_STATUS_PATH } from '@/lib/content/preview-status'
import { leavePreview, readPreviewing } from '@/studio/draft-preview'

/** The Studio asking the site whether this browser previews drafts, and leaving preview from the Studio. */

interface Sent {
  url: string
  init: RequestInit | undefined
}

/** A site that answers the status with `answers` in turn, recording what the Studio sent. */
function site(...answers: Array<Response | Error>) {
  const sent: Sent[] = []
  const fetchImpl = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({ url: String(url), init })
    if (String(url) === LEAVE_PREVIEW_PATH) return new Response(null, { status: 303, headers: { location: '/' } })
    const answer = answers.shift() ?? new Error('no answer left')
    if (answer instanceof Error) throw answer
    return answer
  }
  return { sent, fetchImpl: fetchImpl as typeof fetch }
}

const json = (body: unknown, status = 200) => Response.json(body, { status })

describe("the Studio's view of draft mode in this browser", () => {
  it("reads the site's answer, uncached, with this browser's cookies", async () => {
    const { sent, fetchImpl } = site(json({ previewing: true }))
    expect(await readPreviewing(fetchImpl)).toBe(true)
    expect(sent).toEqual([{ url: PREVIEW_STATUS_PATH, init: { cache: 'no-store', credentials: 'same-origin' } }])
  })

  it('says nothing is previewed when the site cannot say: an error, a refusal or an answer of another shape', async () => {
    for (const answer of [
      new Error('offline'),
      json({ previewing: true }, 500),
      json({ previewing: 'yes' }),
      json([]),
    ]) {
      expect(await readPreviewing(site(answer).fetchImpl)).toBe(false)
    }
  })

  it('leaves preview with a POST that stays in the Studio, then asks again', async () => {
    const { sent, fetchImpl } = site(json({ previewing: false }))
    expect(await leavePreview(fetchImpl)).toBe(false)
    expect(sent.map(({ url, init }) => [url, init?.method ?? 'GET', init?.redirect ?? 'follow'])).toEqual([
      [LEAVE_PREVIEW_PATH, 'POST', 'manual'],
      [PREVIEW_STATUS_PATH, 'GET', 'follow'],
    ])
  })

  it('reports a preview that is still on after leaving failed', async () => {
    expect(await leavePreview(site(json({ previewing: true })).fetchImpl)).toBe(true)
  })
})
