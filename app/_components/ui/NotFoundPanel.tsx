import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'

/** "Course Not Found", "Game Not Found": what was not found and the way back. */
export function NotFoundPanel({
  heading,
  text,
  href,
  label,
}: {
  heading: string
  text: string
  href: string
  label: string
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-semibold text-ink">{heading}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      <Link href={href} className={linkButtonClass({ size: 'large', tone: 'primary', className: 'mt-8' })}>
        {label}
      </Link>
    </section>
  )
}
