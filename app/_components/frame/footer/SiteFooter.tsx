import { ExternalLink } from '@/app/_components/ui/ExternalLink'
import type { SITE_SETTINGS_QUERY_RESULT } from '@/lib/content/sanity.types'

import { SITE_FOOTER_CLASS } from './footer-shared'
import { PolicyLinks } from './PolicyLinks'
import { QuickLinks } from './QuickLinks'
import { RecognitionBadges } from './RecognitionBadges'
import { SocialIcon } from './SocialIcon'

export type FooterSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

const linkClass = 'inline-block py-1 text-sand underline-offset-4 hover:text-white hover:underline'

/**
 * The footer on every public page: contact, social links, quick links, badges and policies, all from siteSettings.
 * Drawn whole in preview, where it follows the drafts; otherwise `FooterFromDocument` draws the same content.
 */
export function SiteFooter({ settings }: { settings: FooterSettings }) {
  return (
    <footer className={SITE_FOOTER_CLASS}>
      <SiteFooterContent settings={settings} />
    </footer>
  )
}

/** What the footer holds, inside its `<footer>`. */
export function SiteFooterContent({ settings }: { settings: FooterSettings }) {
  const { contact } = settings
  const phoneHref = `tel:${contact.phone.replace(/[^\d+]/g, '')}`

  return (
    <>
      <div className="kente-band h-2" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-display text-2xl font-semibold text-white">
            {settings.title}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{settings.description}</p>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            Contact us
          </h2>
          <address className="mt-3 space-y-1 text-base not-italic md:text-sm">
            <p>
              <a className={linkClass} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
            <p>
              <a className={linkClass} href={phoneHref}>
                {contact.phone}
              </a>
            </p>
            {contact.address && <p className="whitespace-pre-line">{contact.address}</p>}
            {contact.hours && <p>{contact.hours}</p>}
          </address>
          {settings.socialLinks && settings.socialLinks.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
              {settings.socialLinks.map((social) => (
                <li key={social._key}>
                  <ExternalLink
                    href={social.url}
                    aria-label={social.label}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-forest text-white hover:bg-clay"
                  >
                    <SocialIcon platform={social.platform} />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </section>

        <QuickLinks heading={settings.quickLinksHeading} links={settings.quickLinks} linkClass={linkClass} />

        {settings.badges && settings.badges.length > 0 && <RecognitionBadges badges={settings.badges} />}
      </div>
      <div className="space-y-3 border-t border-forest px-4 py-5 text-center text-xs">
        <PolicyLinks pages={settings.footerPages} linkClass={linkClass} />
        <p>
          © {new Date().getFullYear()} {settings.title}. All rights reserved.
        </p>
      </div>
    </>
  )
}
