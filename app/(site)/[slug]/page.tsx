import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/app/_components/ui/JsonLd'
import { PUBLISHED } from '@/lib/content/loader'
import { formatDate, parseIsoDate } from '@/lib/school/clock'
import { loadSiteSettings } from '@/lib/site/content'
import { notFoundMetadata, pageMetadata } from '@/lib/site/page-metadata'
import { pagePath } from '@/lib/site/page-paths'
import { loadPage, loadPages, type SitePage as Page } from '@/lib/site/pages'
import { tableOfContents } from '@/lib/site/table-of-contents'
import { faqPageJsonLd } from '@/lib/structured-data'

import { FaqTopics } from './_components/FaqTopics'
import { PageText } from './_components/PageText'
import { ReviewNotice } from './_components/ReviewNotice'
import { TableOfContents } from './_components/TableOfContents'

type Params = { params: Promise<{ slug: string }> }

/**
 * Every published page is generated at build time. One published later is generated on its first visit and
 * cached like the others; an address with no published page is the 404 page, never stored
 * (lib/cache/page-cache-handler.mjs). The site's own routes always win over this one.
 */
export async function generateStaticParams() {
  return (await loadPages(PUBLISHED)).map((page) => ({ slug: page.slug }))
}

const loadShown = async (slug: string): Promise<Page> => (await loadPage(slug)) ?? notFound()

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params
  const page = await loadPage(slug, PUBLISHED)
  return page ? pageMetadata(page.seo, pagePath(page.slug)) : notFoundMetadata()
}

/** The FAQ's structured data, from the published page only (never a draft, never edit markers). */
async function FaqJsonLd({ slug }: { slug: string }) {
  const [published, settings] = await Promise.all([loadPage(slug, PUBLISHED), loadSiteSettings(PUBLISHED)])
  if (!published) return null
  const data = faqPageJsonLd({
    path: pagePath(published.slug),
    siteUrl: settings.siteUrl,
    name: published.title,
    questions: (published.faq ?? []).flatMap((topic) =>
      topic.questions.map((entry) => ({ question: entry.question, answer: entry.answerText })),
    ),
  })
  return data ? <JsonLd data={data} /> : null
}

/** /<slug>: a page staff write (privacy policy, terms, refunds, FAQ) with its contents and last-updated date. */
export default async function SitePageRoute({ params }: Params) {
  const { slug } = await params
  const [page, settings] = await Promise.all([loadShown(slug), loadSiteSettings()])
  const topics = page.faq ?? []
  const contents = tableOfContents(page.body, topics)
  // A contents list of one entry helps nobody; the text then takes the whole width.
  const showContents = contents.entries.length >= 2
  return (
    <>
      {topics.length > 0 && <FaqJsonLd slug={slug} />}
      <article aria-labelledby="page-title">
        <header className="bg-forest text-cream">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16 lg:px-6">
            <h1 id="page-title" className="font-display text-4xl leading-tight font-semibold sm:text-5xl">
              {page.title}
            </h1>
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-sand sm:text-xl">{page.intro}</p>
            {parseIsoDate(page.lastUpdated ?? '') && (
              <p className="mt-6 text-base text-sand" data-testid="last-updated">
                Last updated <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
              </p>
            )}
          </div>
        </header>
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14 lg:px-6">
          <ReviewNotice text={page.reviewNotice} />
          <div
            className={showContents ? 'mt-8 gap-12 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start' : 'mt-8'}
          >
            {showContents && <TableOfContents entries={contents.entries} />}
            <div className={`max-w-3xl space-y-12 ${showContents ? 'mt-10 lg:mt-0' : ''}`}>
              <PageText body={page.body} idByKey={contents.idByKey} contact={settings.contact} />
              {topics.length > 0 && <FaqTopics topics={topics} idByKey={contents.idByKey} />}
            </div>
          </div>
        </div>
      </article>
    </>
  )
}
