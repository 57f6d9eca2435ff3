import type { PortableTextBlock } from '@portabletext/react'

import { CmsImage } from '@/app/_components/ui/CmsImage'
import { Prose } from '@/app/_components/ui/portable/Prose'
import { editTargets } from '@/lib/content/edit-target'
import { isPreviewing } from '@/lib/content/preview'
import type { EDUCATORS_QUERY_RESULT } from '@/lib/content/sanity.types'

import { EDUCATOR_BIO_CLASS, educatorHeadingId } from './educator-bio-shared'
import { EducatorBio } from './EducatorBio'

export type Educator = EDUCATORS_QUERY_RESULT[number]

/**
 * An educator: portrait, name, role, short bio, subjects, the full bio on request, e-mail if public. In draft mode
 * a click on the portrait opens the educator's portrait field in the Studio, and the full bio is the draft's.
 */
export async function EducatorCard({ educator }: { educator: Educator }) {
  const [edit, preview] = await Promise.all([editTargets(), isPreviewing()])
  const headingId = educatorHeadingId(educator._id)
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-3xl border-2 border-sand-dark bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <CmsImage
          image={educator.portrait}
          width={112}
          height={112}
          sizes="112px"
          className="h-24 w-24 shrink-0 rounded-full bg-sand object-cover sm:h-28 sm:w-28"
          edit={edit({ id: educator._id, type: 'educator', path: 'portrait' })}
        />
        <div>
          <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
            {educator.name}
          </h3>
          <p className="mt-1 font-semibold text-forest">{educator.role}</p>
        </div>
      </div>
      <p className="mt-4 leading-relaxed text-muted">{educator.shortBio}</p>
      {educator.subjects && educator.subjects.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${educator.name} teaches`}>
          {educator.subjects.map((subject) => (
            <li key={subject} className="rounded-full bg-ochre-light px-3 py-1 text-sm font-medium text-ink">
              {subject}
            </li>
          ))}
        </ul>
      )}
      <details className="group mt-4">
        <summary className="cursor-pointer font-semibold text-clay-dark underline underline-offset-4">
          Read {educator.name}’s full bio
        </summary>
        {/* In preview the bio follows the drafts; otherwise it is in the HTML only. */}
        {preview ? (
          <Prose value={educator.bio as PortableTextBlock[]} className={EDUCATOR_BIO_CLASS} />
        ) : (
          <EducatorBio educatorId={educator._id} />
        )}
      </details>
      {educator.email && (
        <p className="mt-auto pt-4">
          <a className="font-semibold text-clay-dark underline underline-offset-4" href={`mailto:${educator.email}`}>
            {educator.email}
          </a>
        </p>
      )}
    </article>
  )
}
