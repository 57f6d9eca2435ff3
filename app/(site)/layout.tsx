import type { Metadata } from 'next'

import { FooterFromDocument } from '@/app/_components/frame/footer/FooterFromDocument'
import { SiteFooter } from '@/app/_components/frame/footer/SiteFooter'
import { HydrationMarker } from '@/app/_components/frame/HydrationMarker'
import { SiteHeader, type HeaderLogo } from '@/app/_components/frame/nav/SiteHeader'
import { PreviewBanner } from '@/app/_components/frame/preview/PreviewBanner'
import { PreviewTools } from '@/app/_components/frame/preview/PreviewTools'
import { ProverbPopup } from '@/app/_components/frame/ProverbPopup'
import { ScrollToTop } from '@/app/_components/frame/ScrollToTop'
import { SiteStylesheet } from '@/app/_components/frame/SiteStylesheet'
import { Toasts } from '@/app/_components/frame/Toasts'
import { definedOnly } from '@/app/_components/ui/defined-props'
import { imageAttributes } from '@/app/_components/ui/image-attributes'
import { AuthProvider } from '@/lib/auth/auth-context'
import { resolveImage } from '@/lib/content/image'
import { PUBLISHED } from '@/lib/content/loader'
import { perspectiveKey } from '@/lib/content/perspective-key'
import { isPreviewing, previewPerspective } from '@/lib/content/preview'
import { loadSiteSettings } from '@/lib/site/content'
import { linkPreview } from '@/lib/site/page-metadata'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadSiteSettings(PUBLISHED)
  return {
    // Canonical links, Open Graph URLs and the sitemap all use the site's address from Site settings.
    metadataBase: new URL(settings.siteUrl),
    title: { default: settings.title, template: `%s | ${settings.title}` },
    description: settings.description,
    openGraph: await linkPreview({ title: settings.title, description: settings.description }),
    // X's large card for every page, with no words or image of its own: Next fills its title and description from
    // the page's Open Graph ones, and X shows `og:image` where `twitter:image` is absent (an empty list keeps Next
    // from repeating the image as four more tags in the head and again in the RSC payload).
    twitter: { card: 'summary_large_image', images: [] },
  }
}

/**
 * The logo as the header draws it, 192 px wide: its address, its `srcset` for a raster logo, and its size, as
 * next/image would write them. The rest of the element is the same for every logo, so the payload carries only these.
 */
function headerLogo(logo: Parameters<typeof resolveImage>[0]): HeaderLogo | null {
  const resolved = resolveImage(logo, 192)
  if (!resolved) return null
  const { src, srcSet } = imageAttributes(resolved, 'eager')
  return { src, width: resolved.width, height: resolved.height, ...definedOnly({ srcSet }) }
}

/** Everything public shares this frame: navigation, footer, toasts, the proverb pop-up. */
export default async function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // The frame shows the preview bar and loads the click-to-edit tools in draft mode; the reads decide for themselves.
  const preview = await isPreviewing()
  const settings = await loadSiteSettings()
  return (
    <AuthProvider>
      {/* The frame brings the site's stylesheet, not the root layout (docs/architecture.md#the-stylesheet). */}
      <SiteStylesheet perRoute />
      <div className="site-root flex min-h-dvh flex-col bg-cream font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-ink focus:px-4 focus:py-2 focus:text-cream"
        >
          Skip to content
        </a>
        {preview && <PreviewBanner />}
        <ScrollToTop />
        <SiteHeader
          siteTitle={settings.title}
          logo={headerLogo(settings.logo)}
          community={settings.externalLinks.communityNetwork}
        />
        <main id="main" className="flex-1">
          {children}
        </main>
        {/* In preview the footer follows the drafts; otherwise it is in the HTML only (docs/architecture.md#rendering). */}
        {preview ? <SiteFooter settings={settings} /> : <FooterFromDocument />}
        <ProverbPopup label={settings.proverbLabel} />
        <Toasts />
        <HydrationMarker />
        {preview && <PreviewTools perspective={perspectiveKey(await previewPerspective())} />}
      </div>
    </AuthProvider>
  )
}
