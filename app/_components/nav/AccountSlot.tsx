import Link from 'next/link'

type Props = { variant: 'desktop' | 'mobile'; onNavigate?: () => void }

/**
 * SEAM (auth issue): this is where the signed-in state lands. Signed out (the only state this build
 * knows) it is the Login button to /auth. The auth issue turns this into a client component that reads
 * the Supabase session and, when signed in, renders the Account dropdown whose only entry is Logout
 * (after logout: go to / and close the mobile menu via `onNavigate`).
 */
export function AccountSlot({ variant, onNavigate }: Props) {
  const base =
    'inline-flex whitespace-nowrap items-center justify-center rounded-full border-2 border-forest font-semibold text-forest hover:bg-forest hover:text-cream'
  const size = variant === 'desktop' ? 'px-4 py-1.5 text-sm' : 'w-full px-4 py-3 text-base'
  return (
    <Link href="/auth" className={`${base} ${size}`} onClick={onNavigate}>
      Login
    </Link>
  )
}
