import type { SITE_SETTINGS_QUERY_RESULT } from '@/lib/content/sanity.types'

type Contact = NonNullable<SITE_SETTINGS_QUERY_RESULT>['contact']

/** The academy's contact details from Site settings (the same ones as the footer). */
export function ContactCard({ contact }: { contact: Contact }) {
  const phoneHref = `tel:${contact.phone.replace(/[^\d+]/g, '')}`
  return (
    <dl className="grid gap-4 rounded-3xl border-2 border-sand-dark bg-white p-6 text-left sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold tracking-wider text-forest uppercase">E-mail</dt>
        <dd className="mt-1">
          <a className="font-semibold text-clay-dark underline underline-offset-4" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold tracking-wider text-forest uppercase">Phone</dt>
        <dd className="mt-1">
          <a className="font-semibold text-clay-dark underline underline-offset-4" href={phoneHref}>
            {contact.phone}
          </a>
        </dd>
      </div>
      {contact.address && (
        <div>
          <dt className="text-sm font-semibold tracking-wider text-forest uppercase">Address</dt>
          <dd className="mt-1 whitespace-pre-line">{contact.address}</dd>
        </div>
      )}
      {contact.hours && (
        <div>
          <dt className="text-sm font-semibold tracking-wider text-forest uppercase">Office hours</dt>
          <dd className="mt-1">{contact.hours}</dd>
        </div>
      )}
    </dl>
  )
}
