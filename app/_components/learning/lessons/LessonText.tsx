import { PortableText, type PortableTextComponents } from '@portabletext/react'

import { linkMark } from '@/app/_components/ui/portable/ProseLink'
import type { LessonOf } from '@/lib/learning/model'

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="leading-relaxed">{children}</p>,
    h3: ({ children }) => <h3 className="pt-2 font-display text-2xl font-semibold text-ink">{children}</h3>,
    h4: ({ children }) => <h4 className="pt-1 font-display text-xl font-semibold text-ink">{children}</h4>,
    blockquote: ({ children }) => (
      <blockquote className="border-l-4 border-ochre bg-cream px-5 py-3 italic">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
    number: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    code: ({ children }) => <code className="rounded bg-sand px-1 font-mono text-sm">{children}</code>,
    link: linkMark,
  },
}

/** A reading lesson's Portable Text (no HTML is ever injected). Rendered on the server. */
export function LessonText({ lesson }: { lesson: LessonOf<'textLesson'> }) {
  return (
    <div className="space-y-4 text-lg text-ink">
      <PortableText value={lesson.body} components={components} />
    </div>
  )
}
