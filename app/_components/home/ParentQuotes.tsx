import type { HomePage } from '@/lib/site/home'

/** What parents say: quote, first name and initial, state. */
export function ParentQuotes({ section }: { section: HomePage['parentQuotes'] }) {
  return (
    <section aria-labelledby="quotes-heading" className="mx-auto max-w-6xl px-4 py-16 lg:px-6">
      <h2 id="quotes-heading" className="text-center font-display text-3xl font-semibold text-ink sm:text-4xl">
        {section.heading}
      </h2>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {section.quotes.map((quote) => (
          <figure key={quote._id} className="rounded-3xl border-l-8 border-ochre bg-white p-8 shadow-md">
            <blockquote className="font-display text-xl leading-relaxed text-ink">“{quote.quote}”</blockquote>
            <figcaption className="mt-5 font-semibold text-clay-dark">
              {quote.author}
              <span className="font-normal text-muted">, {quote.location}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  )
}
