import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react'

import { linkMark } from './ProseLink'

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="leading-relaxed">{children}</p>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: linkMark,
  },
}

/** Short Portable Text (bios): paragraphs, bold, italic, links. */
export function Prose({ value, className }: { value: PortableTextBlock[]; className?: string }) {
  return (
    <div className={className ?? 'space-y-3'}>
      <PortableText value={value} components={components} />
    </div>
  )
}
