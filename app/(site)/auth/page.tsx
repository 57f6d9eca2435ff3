import type { Metadata } from 'next'
import { AuthPanel } from './_components/AuthPanel'

export const metadata: Metadata = {
  title: 'Login or Sign Up',
  description:
    'Sign in to your Sankofa Academy account, or create one to review materials and download your purchases.',
  alternates: { canonical: '/auth' },
  robots: { index: false, follow: true },
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
