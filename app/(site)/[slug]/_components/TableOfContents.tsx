import type { TocEntry } from '@/lib/site/table-of-contents'

const linkClass =
  'inline-block py-1 font-semibold text-forest underline-offset-4 hover:text-forest-dark hover:underline'

function Entries({ entries, nested = false }: { entries: readonly TocEntry[]; nested?: boolean }) {
  return (
    // On a phone the subheadings stay out of the list, so the text starts sooner; a wide screen lists them.
    <ol className={nested ? 'mt-1 hidden space-y-1 border-l-2 border-sand-dark pl-4 lg:block' : 'mt-3 space-y-1'}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={nested ? `${linkClass} font-normal` : linkClass}>
            {entry.text}
          </a>
          {entry.children.length > 0 && <Entries entries={entry.children} nested />}
        </li>
      ))}
    </ol>
  )
}

/** "On this page": a link to each heading (and FAQ topic), nested as the headings are. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-3xl bg-sand p-6 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
    >
      <h2 id="toc-heading" className="font-display text-xl font-semibold text-ink">
        On this page
      </h2>
      <Entries entries={entries} />
    </nav>
  )
}
