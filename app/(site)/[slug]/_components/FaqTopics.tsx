import { PortableText, type PortableTextComponents } from '@portabletext/react'

import { linkMark } from '@/app/_components/ui/portable/ProseLink'
import type { SitePage } from '@/lib/site/pages'

type Topics = NonNullable<SitePage['faq']>

const answerComponents: PortableTextComponents = {
  block: { normal: ({ children }) => <p className="leading-relaxed">{children}</p> },
  list: { bullet: ({ children }) => <ul className="list-disc space-y-1 pl-6 marker:text-clay">{children}</ul> },
  marks: {
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: linkMark,
  },
}

/**
 * Questions grouped by topic, each a disclosure (`<details>`): it opens by click, Enter or Space with no
 * JavaScript at all, and a browser's find-in-page opens the one holding the match.
 */
export function FaqTopics({ topics, idByKey }: { topics: Topics; idByKey: ReadonlyMap<string, string> }) {
  return (
    <div className="space-y-10" data-testid="faq">
      {topics.map((topic) => {
        const id = idByKey.get(topic._key)
        return (
          <section key={topic._key} aria-labelledby={id}>
            <h2 id={id} className="scroll-mt-6 font-display text-3xl font-semibold text-forest">
              {topic.title}
            </h2>
            <div className="mt-4 space-y-3">
              {topic.questions.map((entry) => (
                <details
                  key={entry._key}
                  className="group rounded-2xl border-2 border-sand-dark bg-white open:border-forest"
                >
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-3 text-lg font-semibold text-ink hover:bg-sand [&::-webkit-details-marker]:hidden">
                    <span>{entry.question}</span>
                    <span
                      aria-hidden="true"
                      className="shrink-0 text-2xl leading-none text-clay transition-transform group-open:rotate-45 motion-reduce:transition-none"
                    >
                      +
                    </span>
                  </summary>
                  <div className="space-y-3 px-5 pt-1 pb-5 text-lg text-ink">
                    <PortableText value={entry.answer} components={answerComponents} />
                  </div>
                </details>
              ))}
            </div>
          </section>
        )
      })}
    </div>
  )
}
