import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PerLearner } from '@/app/_components/learning/PerLearner'
import { Link } from '@/app/_components/ui/Link'
import { PUBLISHED } from '@/lib/content/loader'
import { loadGame, loadGames } from '@/lib/learning/content'
import { gamePath } from '@/lib/learning/paths'
import { linkPreview } from '@/lib/site/page-metadata'

import { HistoryQuiz } from './_components/HistoryQuiz'
import { MathGame } from './_components/MathGame'
import { MemoryGame } from './_components/MemoryGame'

type Params = { params: Promise<{ gameId: string }> }

export async function generateStaticParams() {
  return (await loadGames(PUBLISHED)).map((game) => ({ gameId: game.gameId }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const game = await loadGame((await params).gameId, PUBLISHED)
  if (!game) return { title: 'Game Not Found', robots: { index: false } }
  const path = gamePath(game.gameId)
  return {
    title: game.title,
    description: game.seoDescription,
    alternates: { canonical: path },
    openGraph: await linkPreview({ title: game.title, description: game.seoDescription, url: path }),
  }
}

/** /games/<id>: one playable game from the CMS. */
export default async function GamePage({ params }: Params) {
  const game = await loadGame((await params).gameId)
  if (!game) notFound()
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 lg:px-6">
      <Link
        href="/learning-games"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-clay-dark underline underline-offset-4"
      >
        <span aria-hidden="true">←</span> Back to Games
      </Link>
      <h1 className="mt-4 font-display text-4xl font-semibold text-ink">{game.title}</h1>
      <p className="mt-3 text-lg text-muted">{game.description}</p>
      {/* A round is the child's who played it: another child taking over starts a new one, with their own best. */}
      <div className="mt-8">
        <PerLearner>
          {game.kind === 'history-quiz' && (
            <HistoryQuiz
              gameId={game.gameId}
              bank={(game.historyQuestions ?? []).map(({ question, options, correctIndex, explanation }) => ({
                question,
                options,
                correctIndex,
                explanation,
              }))}
            />
          )}
          {game.kind === 'math-puzzle' && (
            <MathGame
              gameId={game.gameId}
              bank={(game.mathProblems ?? []).map(({ question, answer, context, explanation }) => ({
                question,
                answer,
                context,
                explanation,
              }))}
            />
          )}
          {game.kind === 'word-match' && (
            <MemoryGame
              gameId={game.gameId}
              vocabulary={(game.vocabulary ?? []).map((pair) => ({
                id: pair._key,
                kiswahili: pair.kiswahili,
                english: pair.english,
                emoji: pair.emoji,
              }))}
            />
          )}
        </PerLearner>
      </div>
    </div>
  )
}
