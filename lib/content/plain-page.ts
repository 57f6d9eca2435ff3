/**
 * A one-sentence HTML answer for a route handler (draft mode's refusals): readable in a browser tab or in the
 * Presentation frame, with no script or style, so the site's strictest policy allows it.
 */
export function plainPage(status: number, message: string): Response {
  const escaped = message.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview · Sankofa Academy</title><main><p>${escaped}</p></main></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
