import { createServerClient } from '@supabase/ssr'
import { NextResponse, type NextRequest } from 'next/server'

import { collegeLessonRewrite } from './lib/learning/rules'
import { supabaseConfig } from './lib/supabase/config'
import type { Database } from './lib/supabase/database.types'
import { safeReturnPath } from './lib/validation/auth'

/**
 * Runs before every page request:
 * - A college lesson address whose lesson id is not a number shows lesson 1 there (a rewrite), so the render
 *   is the cached lesson 1 page and nothing new is stored for a made-up id.
 * - It keeps a signed-in visitor's Supabase session fresh: @supabase/ssr reads the session cookies, refreshes
 *   an expired access token, and writes the new cookies to both the request (for this render) and the
 *   response (for the browser). A signed-in visitor who opens /auth is sent to the home page (or the page
 *   that sent them, `?next=`, when it is a page of this site). In local mode (no Supabase) this part is skipped.
 */
export async function proxy(request: NextRequest) {
  const lessonOne = collegeLessonRewrite(request.nextUrl.pathname)
  const pass = () => {
    if (!lessonOne) return NextResponse.next({ request })
    const target = request.nextUrl.clone()
    target.pathname = lessonOne
    return NextResponse.rewrite(target, { request })
  }
  if (!supabaseConfig.configured) return pass()
  let response = pass()
  const supabase = createServerClient<Database>(supabaseConfig.url, supabaseConfig.anonKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookies, headers) {
        for (const { name, value } of cookies) request.cookies.set(name, value)
        response = pass()
        for (const { name, value, options } of cookies) response.cookies.set(name, value, options)
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value)
      },
    },
  })
  // Verifies the token (refreshing it when it has expired); nothing may run between creating the client and this call.
  const { data } = await supabase.auth.getClaims()
  if (data?.claims && request.nextUrl.pathname === '/auth') {
    const origin = request.nextUrl.origin
    const home = NextResponse.redirect(
      new URL(safeReturnPath(request.nextUrl.searchParams.get('next'), origin), origin),
    )
    for (const cookie of response.cookies.getAll()) home.cookies.set(cookie)
    return home
  }
  return response
}

export const config = {
  // Pages only: not build assets, images, the Studio, webhooks, feeds, or files served from public/.
  matcher: [
    '/((?!_next/static|_next/image|fixture-images|studio|api/|shop/|favicon.ico|icon.svg|robots.txt|sitemap.xml|blog/rss.xml).*)',
  ],
}
