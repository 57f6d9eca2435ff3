// Which posts /blog and its category pages show where (docs/behaviour.md#blog).

type Listed = { featured?: boolean | null; category: string }

/** The large row at the top: every featured post, on the unfiltered blog ("All") only. */
export function featuredPosts<T extends Listed>(posts: readonly T[], category: string | null): T[] {
  return category ? [] : posts.filter((post) => post.featured)
}

/**
 * The cards under the category filter. Under "All" the featured posts are left out: they are in the row just
 * above, and a family should meet each article once. A category page has no featured row, so it lists every
 * post of its category, featured or not.
 */
export function listedPosts<T extends Listed>(posts: readonly T[], category: string | null): T[] {
  return category ? posts.filter((post) => post.category === category) : posts.filter((post) => !post.featured)
}
