import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react'

import { proseMarks, proseParagraph } from './prose-parts'

const components: PortableTextComponents = { block: proseParagraph, marks: proseMarks }

/** Short Portable Text (bios): paragraphs, bold, italic, links. */
export function Prose({ value, className }: { value: PortableTextBlock[]; className?: string }) {
  return (
    <div className={className ?? 'space-y-3'}>
      <PortableText value={value} components={components} />
    </div>
  )
}
