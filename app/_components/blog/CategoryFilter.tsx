import { Link } from '@/app/_components/ui/Link'
import { BLOG_CATEGORIES, countByCategory, type BlogCategory } from '@/lib/blog/categories'
import { ARTICLES_ANCHOR, categoryPath, type PostSummary } from '@/lib/blog/content'

/**
 * The category buttons: links to /blog and /blog/category/<c> (so the filter is in the URL and works
 * without JavaScript), each with its count; the active one is marked aria-current="page".
 */
export function CategoryFilter({ posts, active }: { posts: readonly PostSummary[]; active: BlogCategory | null }) {
  const counts = countByCategory(posts)
  const options = [
    { value: null, title: 'All', count: posts.length },
    ...BLOG_CATEGORIES.map((category) => ({
      value: category.value,
      title: category.title,
      count: counts[category.value],
    })),
  ]
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap justify-center gap-3">
        {options.map((option) => {
          const current = option.value === active
          return (
            <li key={option.title}>
              <Link
                href={`${categoryPath(option.value)}#${ARTICLES_ANCHOR}`}
                aria-current={current ? 'page' : undefined}
                data-testid="category-filter"
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-5 py-2 font-semibold transition ${
                  current
                    ? 'border-forest bg-forest text-cream'
                    : 'border-sand-dark bg-white text-ink hover:border-forest'
                }`}
              >
                {option.title}
                <span className={`rounded-full px-2 text-sm ${current ? 'bg-cream text-forest' : 'bg-sand text-ink'}`}>
                  {option.count}
                  <span className="sr-only"> {option.count === 1 ? 'article' : 'articles'}</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
