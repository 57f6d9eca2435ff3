'use client'

import { useEffect, useRef, type CSSProperties } from 'react'

import { ERROR_PAGE, errorReference } from '@/lib/site/error-page'

/**
 * The last resort: the root layout itself failed, so this page replaces it, with its own <html> and <body> and
 * nothing from the site's stylesheet, fonts or frame. `next build` also renders it as the static 500 page. Its
 * look is the site's colours in `style` attributes (the CSP allows inline styles, never inline scripts) and the
 * system's fonts. The words are the other error pages' (lib/site/error-page.ts); "Home" is a plain link, a full
 * load of the home page, since the app around this page is what broke.
 */

const colours = {
  cream: '#fdf8f0',
  ink: '#2b1d14',
  muted: '#5a4636',
  clay: '#a63d1c',
  forest: '#1d5a38',
  ochre: '#e3a82b',
} as const

const pill: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '3rem',
  padding: '0.75rem 1.5rem',
  borderRadius: '9999px',
  fontSize: '1.125rem',
  fontWeight: 600,
  fontFamily: 'inherit',
  lineHeight: 1.5,
  textDecoration: 'none',
  cursor: 'pointer',
  boxSizing: 'border-box',
}

const styles = {
  body: {
    margin: 0,
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    background: colours.cream,
    color: colours.ink,
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    WebkitFontSmoothing: 'antialiased',
  },
  band: {
    height: '0.75rem',
    backgroundImage: `repeating-linear-gradient(90deg, ${colours.ochre} 0 24px, ${colours.clay} 24px 36px, ${colours.forest} 36px 60px, ${colours.ink} 60px 66px)`,
  },
  main: { flex: 1 },
  section: {
    maxWidth: '42rem',
    margin: '0 auto',
    padding: '6rem 1rem',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
  },
  heading: {
    margin: 0,
    fontFamily: 'ui-serif, Georgia, "Times New Roman", serif',
    fontSize: '2.25rem',
    lineHeight: 1.2,
    fontWeight: 600,
  },
  text: { margin: '1rem 0 0', fontSize: '1.125rem', lineHeight: 1.6, color: colours.muted },
  actions: { marginTop: '2rem', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '1rem' },
  retry: { ...pill, border: 0, background: colours.clay, color: '#ffffff' },
  home: { ...pill, border: `2px solid ${colours.forest}`, background: 'transparent', color: colours.forest },
  reference: { margin: '2rem 0 0', fontSize: '0.875rem', color: colours.muted },
} satisfies Record<string, CSSProperties>

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const reference = errorReference(error)
  useEffect(() => {
    heading.current?.focus()
  }, [error])
  return (
    <html lang="en">
      <head>
        <title>{ERROR_PAGE.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
      </head>
      <body style={styles.body}>
        <div style={styles.band} aria-hidden="true" />
        <main style={styles.main}>
          <section aria-labelledby="error-heading" style={styles.section}>
            <h1 id="error-heading" ref={heading} tabIndex={-1} style={styles.heading}>
              {ERROR_PAGE.heading}
            </h1>
            <p style={styles.text}>{ERROR_PAGE.body}</p>
            <div style={styles.actions}>
              <button type="button" onClick={retry} style={styles.retry}>
                {ERROR_PAGE.retry}
              </button>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the app around this page broke */}
              <a href="/" style={styles.home}>
                {ERROR_PAGE.home}
              </a>
            </div>
            {reference && (
              <p style={styles.reference}>
                {ERROR_PAGE.reference} <code>{reference}</code>
              </p>
            )}
          </section>
        </main>
      </body>
    </html>
  )
}
