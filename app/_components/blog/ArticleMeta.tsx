import { formatReadTime, readTimeMinutes } from '@/lib/blog/read-time'
import { formatDate } from '@/lib/school/clock'

/** "By Wanjiru Kamau · September 16, 2025 · 4 min read" */
export function ArticleMeta({
  author,
  publishedAt,
  text,
  className = 'text-sm text-muted',
}: {
  author: { name: string }
  publishedAt: string
  text: string | null
  className?: string
}) {
  return (
    <p className={className}>
      <span>By {author.name}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>{formatReadTime(readTimeMinutes(text))}</span>
    </p>
  )
}
