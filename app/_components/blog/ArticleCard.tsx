import { CmsImage } from '@/app/_components/ui/CmsImage'
import { Link } from '@/app/_components/ui/Link'
import { postPath, type PostSummary } from '@/lib/blog/content'
import { editTargets } from '@/lib/content/edit-target'

import { ArticleMeta } from './ArticleMeta'
import { CategoryBadge } from './CategoryBadge'

/**
 * An article's card: image, category, title, excerpt, author, date and read time. The title is the
 * one link, stretched over the whole card so anywhere on it opens the article. `priority` loads the image
 * at once: for the first featured card, the largest thing above the fold. In draft mode a click on the card
 * opens the post in the Studio, on the image its main image.
 */
export async function ArticleCard({
  post,
  featured = false,
  priority = false,
}: {
  post: PostSummary
  featured?: boolean
  priority?: boolean
}) {
  const edit = await editTargets()
  const headingId = `post-${post.slug}`
  const source = { id: post._id, type: 'blogPost' }
  return (
    <article
      aria-labelledby={headingId}
      data-testid="article-card"
      {...edit({ ...source, path: 'title' })}
      className={`group relative flex h-full w-full flex-col overflow-hidden rounded-3xl border-2 border-sand-dark bg-white shadow-sm transition focus-within:ring-4 focus-within:ring-ochre hover:shadow-md ${
        featured ? 'lg:flex-row' : ''
      }`}
    >
      <div className={featured ? 'lg:w-1/2' : ''}>
        <CmsImage
          image={post.mainImage}
          width={featured ? 720 : 480}
          height={featured ? 450 : 300}
          sizes={
            featured ? '(min-width: 1024px) 36rem, 100vw' : '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw'
          }
          priority={priority}
          className="h-full w-full object-cover"
          edit={edit({ ...source, path: 'mainImage' })}
        />
      </div>
      <div className={`flex flex-1 flex-col gap-3 p-6 ${featured ? 'lg:w-1/2 lg:justify-center lg:p-8' : ''}`}>
        <p>
          <CategoryBadge category={post.category} />
        </p>
        <h3 id={headingId} className={`font-display font-semibold text-forest ${featured ? 'text-3xl' : 'text-2xl'}`}>
          <Link
            href={postPath(post.slug)}
            className="group-hover:underline after:absolute after:inset-0 focus:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p className="leading-relaxed text-muted">{post.excerpt}</p>
        <ArticleMeta
          author={post.author}
          publishedAt={post.publishedAt}
          text={post.text}
          className="mt-auto text-sm text-muted"
        />
      </div>
    </article>
  )
}
