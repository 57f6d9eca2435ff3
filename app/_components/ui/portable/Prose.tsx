import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react'

import { proseMarks, proseParagraph } from './prose-parts'

const components: PortableTextComponents = { block: proseParagraph, marks: proseMarks }

/** Short Portable Text (bios): paragraphs, bold, italic, links, with no element around them. */
export function ProseBlocks({ value }: { value: PortableTextBlock[] }) {
  return <PortableText value={value} components={components} />
}

/** Short Portable Text (bios) in a block of its own. */
export function Prose({ value, className }: { value: PortableTextBlock[]; className?: string }) {
  return (
    <div className={className ?? 'space-y-3'}>
      <ProseBlocks value={value} />
    </div>
  )
}
