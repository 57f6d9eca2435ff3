import type { Metadata } from 'next'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { QuickLinks } from '@/app/_components/frame/footer/QuickLinks'
import { loadShopPage } from '@/lib/commerce/content'
import { loadEnrollmentConfirmation, loadProgramsPage } from '@/lib/school/content'
import { loadHomePage, loadSiteSettings } from '@/lib/site/content'
import { codePageMetadata, notFoundMetadata, notFoundTitle } from '@/lib/site/page-metadata'

import { useLocalContentEnv } from '../support/local-content-env'

/**
 * Words staff edit in the Studio that used to be code: the bundled fixtures hold today's texts, and the
 * loaders the pages call hand them over unchanged (local mode).
 */

beforeEach(() => {
  useLocalContentEnv()
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('site settings: the footer and the proverb pop-up', () => {
  it('gives the footer its quick links heading and the ten links in order, and the pages of its bottom row', async () => {
    const settings = await loadSiteSettings()
    expect(settings.quickLinksHeading).toBe('Quick links')
    expect(settings.quickLinks.map(({ label, href }) => [label, href])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Live Classes', '/programs'],
      ['Blog', '/blog'],
      ['Learning Games', '/learning-games'],
      ['Curriculum', '/curriculum'],
      ['Join Our Mighty Network', 'https://community.sankofa-academy.example/'],
      ['Homework Portal', 'https://homework.sankofa-academy.example/'],
      ['STEAM Site', 'https://steam.sankofa-academy.example/'],
      ['Games Site', 'https://games.sankofa-academy.example/'],
    ])
    expect((settings.footerPages ?? []).map(({ title, slug }) => [title, slug])).toEqual([
      ['Frequently Asked Questions', 'faq'],
      ['Privacy Policy', 'privacy'],
      ['Terms of Use', 'terms'],
      ['Refund and Cancellation Policy', 'refunds'],
    ])
  })

  it('gives the proverb pop-up its label', async () => {
    expect((await loadSiteSettings()).proverbLabel).toBe('Words of wisdom')
  })
})

describe('the footer quick links as rendered', () => {
  const render = (props: Parameters<typeof QuickLinks>[0]) => renderToStaticMarkup(QuickLinks(props) ?? '')
  const link = (label: string, href: string) => ({ _key: label, label, href })

  it('keeps a path on the site in the tab and opens another site in a new one, under the heading', () => {
    const html = render({
      heading: 'Quick links',
      links: [link('About', '/about'), link('Homework Portal', 'https://homework.example/')],
      linkClass: '',
    })
    expect(html).toContain('<h2 id="footer-quick" class="text-lg font-semibold text-white">Quick links</h2>')
    expect(html).toMatch(/<a class="" href="\/about">About<\/a>/)
    expect(html).toMatch(
      /<a href="https:\/\/homework\.example\/" target="_blank" rel="noopener noreferrer" class="">Homework Portal/,
    )
  })

  it('shows a link the site refuses as its label alone, and leaves out an empty heading or list', () => {
    const html = render({ heading: '', links: [link('Sneaky', 'javascript:alert(1)')], linkClass: '' })
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('javascript')
    expect(html).toContain('>Sneaky</span>')
    expect(render({ heading: 'Quick links', links: [], linkClass: '' })).toBe('')
    expect(render({ heading: 'Quick links', links: null, linkClass: '' })).toBe('')
  })
})

describe('page words', () => {
  it('gives the home page its share buttons label', async () => {
    expect((await loadHomePage()).curriculumPromo.shareLabel).toBe('Spread the word')
  })

  it('gives /programs the heading above the interest meetings', async () => {
    expect((await loadProgramsPage()).interestMeetingsHeading).toBe('Interest meetings for new families')
  })

  it('gives /enrollment-success its welcome line and the three next steps in order', async () => {
    const confirmation = await loadEnrollmentConfirmation()
    expect(confirmation?.welcome).toBe('Welcome to Sankofa Academy!')
    expect(confirmation?.nextSteps?.map(({ title, description }) => [title, description])).toEqual([
      ['Recurring payments', 'We will contact you to set up the monthly payments for the rest of the school year.'],
      ['Program materials', 'You will receive access to your program materials before classes begin.'],
      ['Onboarding', 'Onboarding instructions (class links, schedule and your educators) arrive by e-mail.'],
    ])
  })

  it('gives the shop its heading and introduction', async () => {
    expect(await loadShopPage()).toEqual({
      heading: 'Homeschool Materials',
      intro:
        'Culturally grounded workbooks, flashcards, unit studies and printables made by our educators. Digital downloads arrive the moment your payment clears.',
    })
  })
})

describe('descriptions of pages whose words are code', () => {
  it.each([
    ['auth', 'Sign in to your Sankofa Academy account, or create one to review materials and download your purchases.'],
    ['payment-success', 'The confirmation of your payment to Sankofa Academy.'],
    ['digital-download', 'Download the materials you bought from Sankofa Academy.'],
    ['enrollment-success', 'Your first month at Sankofa Academy is paid: what happens next.'],
  ])('/%s names the school by the site title', async (route, description) => {
    const page = (await import(`@/app/(site)/${route}/page.tsx`)) as { generateMetadata: () => Promise<Metadata> }
    const metadata = await page.generateMetadata()
    expect(metadata.description).toBe(description)
    expect(metadata.alternates).toEqual({ canonical: `/${route}` })
    expect(metadata.robots).toMatchObject({ index: false })
  })

  it('takes the name from Site settings and sets robots only when the page asks', async () => {
    const metadata = await codePageMetadata('/x', { title: 'X', description: (school) => `About ${school}.` })
    expect(metadata.description).toBe(`About ${(await loadSiteSettings()).title}.`)
    expect(metadata).not.toHaveProperty('robots')
  })
})

describe('the 404 page’s tab title', () => {
  it('is "Page not found · <site title>", absolute (not run through the layout’s template), and not indexed', async () => {
    expect(notFoundTitle('Sankofa Academy')).toBe('Page not found · Sankofa Academy')
    const metadata = await notFoundMetadata()
    expect(metadata.title).toEqual({ absolute: `Page not found · ${(await loadSiteSettings()).title}` })
    expect(metadata.robots).toMatchObject({ index: false })
  })
})
