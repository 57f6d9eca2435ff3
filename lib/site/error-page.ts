/**
 * The words of the pages shown when a page fails to render (app/error.tsx, app/(site)/error.tsx,
 * app/global-error.tsx), and the one detail of the error they may show. The error's message never reaches a
 * visitor: in production Next replaces a server error's message anyway, and a client error's message is for
 * developers. Its digest (Next's hash of a server error, also printed in the server's log beside the error)
 * is a reference a visitor can quote to support.
 */
export const ERROR_PAGE = {
  title: 'Something went wrong',
  heading: 'Something went wrong',
  body: 'This page could not be shown just now. Nothing you did caused it. Please try again in a moment, or go back to the home page.',
  retry: 'Try again',
  home: 'Home',
  reference: 'Reference for support:',
} as const

/** A digest is a short hash; anything else is not shown. */
const DIGEST = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The error's digest, when it carries one worth quoting. A plain check, not a zod schema: these pages are client
 * components on every route, and zod would add about 32 KiB to each route's first load.
 */
export function errorReference(error: unknown): string | undefined {
  const digest = typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : undefined
  return typeof digest === 'string' && DIGEST.test(digest) ? digest : undefined
}
