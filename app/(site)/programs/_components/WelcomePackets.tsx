import { editTargets, keyedPath, singletonSource } from '@/lib/content/edit-target'
import type { PROGRAMS_PAGE_QUERY_RESULT } from '@/lib/content/sanity.types'
import { welcomePacketFileName, welcomePacketGrade, welcomePacketPath } from '@/lib/school/welcome-packets'

type Packet = NonNullable<PROGRAMS_PAGE_QUERY_RESULT>['welcomePackets'][number]

/**
 * One download button per welcome packet of the programs page; the PDF is written from the CMS when asked for
 * (docs/behaviour.md#welcome-packets). A packet for grades no letter is written for is left out. In draft mode a
 * click opens the packet's entry in the Studio.
 */
export async function WelcomePackets({ packets }: { packets: readonly Packet[] }) {
  const edit = await editTargets()
  return (
    <ul className="mx-auto flex max-w-3xl flex-col gap-4 sm:flex-row sm:justify-center">
      {packets.map((packet) => {
        const grade = welcomePacketGrade(packet.grades)
        return grade ? (
          <li key={packet._key} className="sm:flex-1">
            <a
              href={welcomePacketPath(grade)}
              download={welcomePacketFileName(grade)}
              type="application/pdf"
              {...edit(singletonSource('programsPage', keyedPath('welcomePackets', packet._key)))}
              className="flex min-h-14 w-full items-center justify-center gap-3 rounded-full bg-clay px-6 py-3 text-center text-lg font-semibold text-white hover:bg-clay-dark"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="currentColor">
                <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1ZM3 15a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
              </svg>
              <span>
                {packet.title}
                <span className="block text-sm font-normal text-sand">PDF</span>
              </span>
            </a>
          </li>
        ) : null
      })}
    </ul>
  )
}
