/**
 * The blog's five categories, in the order the filter shows them (after "All"). A fixed list, not a
 * document type: the blog has exactly these five, each has a static page at /blog/category/<value>,
 * and a list keeps an editor from creating a category that no filter button or URL knows.
 */
export const BLOG_CATEGORIES = [
  { title: 'Education', value: 'education' },
  { title: 'Culture', value: 'culture' },
  { title: 'History', value: 'history' },
  { title: 'Language', value: 'language' },
  { title: 'Community', value: 'community' },
] as const

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['value']

const TITLES = new Map<string, string>(BLOG_CATEGORIES.map((category) => [category.value, category.title]))

export const isBlogCategory = (value: string): value is BlogCategory => TITLES.has(value)

/** "History" for "history"; an unknown value (an old category) is shown as it is stored. */
export const blogCategoryTitle = (value: string): string => TITLES.get(value) ?? value

/** How many of the posts are in each category, every category present (0 when empty). */
export function countByCategory(posts: ReadonlyArray<{ category: string }>): Record<BlogCategory, number> {
  const counts = Object.fromEntries(BLOG_CATEGORIES.map((category) => [category.value, 0])) as Record<
    BlogCategory,
    number
  >
  for (const post of posts) if (isBlogCategory(post.category)) counts[post.category] += 1
  return counts
}
