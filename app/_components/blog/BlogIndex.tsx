import { balancedGridClasses } from '@/app/_components/ui/balanced-grid'
import { Link } from '@/app/_components/ui/Link'
import { PageHero, PageSection } from '@/app/_components/ui/PageHero'
import { blogCategoryTitle, type BlogCategory } from '@/lib/blog/categories'
import { ARTICLES_ANCHOR, BLOG_PATH, FEED_PATH, loadBlogPage, loadPosts } from '@/lib/blog/content'
import { featuredPosts, listedPosts } from '@/lib/blog/listing'

import { ArticleCard } from './ArticleCard'
import { CategoryFilter } from './CategoryFilter'

/**
 * /blog (category null) and /blog/category/<c>: the hero, the two featured articles on the unfiltered
 * page, then the category filter and the cards of the chosen category, newest first. Each article appears
 * once on a page (`listedPosts`).
 */
export async function BlogIndex({ category }: { category: BlogCategory | null }) {
  const [page, posts] = await Promise.all([loadBlogPage(), loadPosts()])
  const featured = featuredPosts(posts, category)
  const shown = listedPosts(posts, category)
  const grid = balancedGridClasses(shown.length)
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <p className="mt-6">
          <a href={FEED_PATH} className="font-semibold text-sand underline underline-offset-4 hover:text-cream">
            Follow the blog by RSS
          </a>
        </p>
      </PageHero>
      {featured.length > 0 && (
        <PageSection id="featured-heading" heading={page.featuredHeading} tone="sand">
          <ul className="grid gap-8">
            {featured.map((post, index) => (
              <li key={post._id}>
                <ArticleCard post={post} featured priority={index === 0} />
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      <section id={ARTICLES_ANCHOR} aria-labelledby="articles-heading" className="scroll-mt-6">
        <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
          <h2 id="articles-heading" className="text-center font-display text-3xl font-semibold text-ink sm:text-4xl">
            {category ? `${blogCategoryTitle(category)} Articles` : page.articlesHeading}
          </h2>
          <div className="mt-8">
            <CategoryFilter posts={posts} active={category} />
          </div>
          {shown.length > 0 ? (
            <ul className={`mt-10 ${grid.list}`} aria-labelledby="articles-heading">
              {shown.map((post, index) => (
                <li key={post._id} className={grid.item}>
                  {/* A category page has no featured row: its first card is the largest paint on a wide screen. */}
                  <ArticleCard post={post} priority={featured.length === 0 && index === 0} />
                </li>
              ))}
            </ul>
          ) : featured.length > 0 ? null : (
            <div className="mx-auto mt-10 max-w-2xl text-center text-lg">
              <p>{page.emptyCategory}</p>
              <Link
                href={BLOG_PATH}
                className="mt-4 inline-block font-semibold text-clay-dark underline underline-offset-4"
              >
                See all articles
              </Link>
            </div>
          )}
        </div>
      </section>
    </>
  )
}
