import type { PortableTextBlockComponent, PortableTextComponents } from '@portabletext/react'

import { linkMark } from './ProseLink'

/**
 * The pieces every rich text on the site renders alike (bios, articles, pages): paragraphs, bold, italic, links and
 * lists. A text type adds its own headings and embedded blocks around them.
 */
export const proseParagraph: { normal: PortableTextBlockComponent } = {
  normal: ({ children }) => <p className="leading-relaxed">{children}</p>,
}

export const proseMarks: PortableTextComponents['marks'] = {
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  link: linkMark,
}

export const proseLists: PortableTextComponents['list'] = {
  bullet: ({ children }) => <ul className="list-disc space-y-2 pl-6 marker:text-clay">{children}</ul>,
  number: ({ children }) => (
    <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-clay">{children}</ol>
  ),
}
