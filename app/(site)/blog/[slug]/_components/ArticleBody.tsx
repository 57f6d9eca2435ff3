import { PortableText, type PortableTextComponents } from '@portabletext/react'

import { CmsImage, type CmsImageValue } from '@/app/_components/ui/CmsImage'
import { proseLists, proseMarks, proseParagraph } from '@/app/_components/ui/portable/prose-parts'
import type { Post } from '@/lib/blog/content'

type BlogImage = CmsImageValue & { _type: 'blogImage'; caption?: string | null }

/** A component for every block, list, mark and inline type the blogPost body allows (schemas/blog/blogPost.ts). */
const components: PortableTextComponents = {
  block: {
    ...proseParagraph,
    h2: ({ children }) => <h2 className="pt-4 font-display text-3xl font-semibold text-forest">{children}</h2>,
    h3: ({ children }) => <h3 className="pt-2 font-display text-2xl font-semibold text-ink">{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className="border-l-4 border-ochre bg-sand px-6 py-4 font-display text-xl text-ink italic">
        {children}
      </blockquote>
    ),
  },
  list: proseLists,
  marks: proseMarks,
  types: {
    blogImage: ({ value }: { value: BlogImage }) => (
      <figure className="my-2">
        <CmsImage image={value} width={768} sizes="(min-width: 768px) 48rem, 100vw" className="w-full rounded-3xl" />
        {value.caption && <figcaption className="mt-2 text-center text-sm text-muted">{value.caption}</figcaption>}
      </figure>
    ),
  },
}

/** An article's body, rendered on the server from Portable Text (no HTML is ever injected). */
export function ArticleBody({ body }: { body: Post['body'] }) {
  return (
    <div className="space-y-5 text-lg text-ink" data-testid="article-body">
      <PortableText value={body} components={components} />
    </div>
  )
}
