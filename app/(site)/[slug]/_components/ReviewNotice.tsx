/** The page's notice that it awaits review (a CMS field staff empty once the text is approved). */
export function ReviewNotice({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <aside
      aria-labelledby="review-notice-title"
      className="rounded-2xl border-l-8 border-ochre bg-ochre-light p-5 text-ink"
      data-testid="review-notice"
    >
      <h2 id="review-notice-title" className="font-semibold">
        Awaiting review
      </h2>
      <p className="mt-1 leading-relaxed">{text}</p>
    </aside>
  )
}
