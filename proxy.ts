import { NextResponse, type NextRequest } from 'next/server'
import { createServerClient } from '@supabase/ssr'
import { supabaseConfig } from './lib/supabase/config'
import { safeReturnPath } from './lib/validation/auth'

/**
 * Keeps a signed-in visitor's Supabase session fresh: on each page request it lets @supabase/ssr read the
 * session cookies, refresh an expired access token, and write the new cookies to both the request (for
 * this render) and the response (for the browser). It also sends a signed-in visitor who opens /auth to
 * the home page (or the page that sent them, `?next=`). In local mode (no Supabase configured) it does nothing.
 */
export async function proxy(request: NextRequest) {
  if (!supabaseConfig.configured) return NextResponse.next()
  let response = NextResponse.next({ request })
  const supabase = createServerClient(supabaseConfig.url, supabaseConfig.anonKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookies, headers) {
        for (const { name, value } of cookies) request.cookies.set(name, value)
        response = NextResponse.next({ request })
        for (const { name, value, options } of cookies) response.cookies.set(name, value, options)
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value)
      },
    },
  })
  // Verifies the token (refreshing it when it has expired); nothing may run between creating the client and this call.
  const { data } = await supabase.auth.getClaims()
  if (data?.claims && request.nextUrl.pathname === '/auth') {
    const home = NextResponse.redirect(new URL(safeReturnPath(request.nextUrl.searchParams.get('next')), request.url))
    for (const cookie of response.cookies.getAll()) home.cookies.set(cookie)
    return home
  }
  return response
}

export const config = {
  // Pages only: not build assets, images, the Studio, webhooks, feeds, or files served from public/.
  matcher: ['/((?!_next/static|_next/image|fixture-images|studio|api/|shop/|favicon.ico|icon.svg|robots.txt|sitemap.xml|blog/rss.xml).*)'],
}
