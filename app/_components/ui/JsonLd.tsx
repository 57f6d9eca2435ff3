/**
 * Structured data as a `<script type="application/ld+json">`. `<` is escaped so text from the CMS can never
 * close the script element. The browser does not execute this type, so the CSP is not involved.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
