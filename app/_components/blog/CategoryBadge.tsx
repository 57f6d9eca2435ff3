import { blogCategoryTitle } from '@/lib/blog/categories'

/** The category label of a card or an article. */
export function CategoryBadge({ category, tone = 'light' }: { category: string; tone?: 'light' | 'dark' }) {
  const colours = tone === 'light' ? 'bg-ochre-light text-ink' : 'bg-ochre text-ink'
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${colours}`}>
      {blogCategoryTitle(category)}
    </span>
  )
}
