import type { Metadata } from 'next'

import { codePageMetadata } from '@/lib/site/page-metadata'

import { AuthPanel } from './_components/AuthPanel'

export function generateMetadata(): Promise<Metadata> {
  return codePageMetadata('/auth', {
    title: 'Login or Sign Up',
    description: (school) =>
      `Sign in to your ${school} account, or create one to review materials and download your purchases.`,
    robots: { index: false, follow: true },
  })
}

export default function AuthPage() {
  return (
    <section aria-labelledby="auth-heading" className="bg-sand/60 px-4 py-12 sm:py-16">
      <h1 id="auth-heading" className="mb-8 text-center font-display text-3xl font-semibold text-ink sm:text-4xl">
        Your family account
      </h1>
      <AuthPanel />
    </section>
  )
}
