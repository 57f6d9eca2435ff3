import type { ReactNode } from 'react'

const tones = {
  success: 'border-forest bg-forest/10',
  waiting: 'border-ochre bg-ochre-light',
  problem: 'border-clay-dark bg-clay/10',
} as const

/** One state of a confirmation page: a heading and what it means, announced when it changes. */
export function OrderMessage({
  tone,
  title,
  children,
}: {
  tone: keyof typeof tones
  title: string
  children?: ReactNode
}) {
  return (
    <div role="status" aria-live="polite" className={`rounded-2xl border-l-4 p-5 ${tones[tone]}`}>
      <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
      {children && <div className="mt-2 space-y-2 text-lg text-ink">{children}</div>}
    </div>
  )
}
