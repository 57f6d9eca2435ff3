import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { loadPage } from '@/lib/site/pages'
import { faqPageJsonLd } from '@/lib/structured-data'

import { useLocalContentEnv } from '../support/local-content-env'

beforeAll(() => useLocalContentEnv())
afterAll(() => vi.unstubAllEnvs())

describe('FAQPage structured data', () => {
  it('describes every question with its answer as plain text, at the page’s absolute address', () => {
    expect(
      faqPageJsonLd({
        path: '/faq',
        siteUrl: 'https://www.sankofa.test',
        name: 'Frequently Asked Questions',
        questions: [
          { question: 'Which grades do you teach? ', answer: 'Kindergarten to grade 12.' },
          { question: 'Empty answer', answer: '  ' },
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      name: 'Frequently Asked Questions',
      url: 'https://www.sankofa.test/faq',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Which grades do you teach?',
          acceptedAnswer: { '@type': 'Answer', text: 'Kindergarten to grade 12.' },
        },
      ],
    })
  })

  it('is left out for a page without questions', () => {
    expect(faqPageJsonLd({ path: '/terms', siteUrl: 'https://x.test', name: 'Terms', questions: [] })).toBeNull()
  })

  it('reads the bundled FAQ: at least 12 questions over the six topics, every answer as text', async () => {
    const page = await loadPage('faq')
    expect(page?.faq?.map((topic) => topic.title)).toEqual([
      'Enrolment',
      'Classes and grade bands',
      'Technology needed',
      'Payments and refunds',
      'Accreditation and transcripts',
      "Children's data",
    ])
    const questions = page!.faq!.flatMap((topic) => topic.questions)
    expect(questions.length).toBeGreaterThanOrEqual(12)
    for (const entry of questions) expect(entry.answerText.length, entry.question).toBeGreaterThan(40)
    expect(await loadPage('no-such-page')).toBeNull()
  })
})
