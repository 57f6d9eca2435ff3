import { editTarget, keyedPath, singletonSource } from '@/lib/content/edit-target'
import type { PROGRAMS_PAGE_QUERY_RESULT } from '@/lib/content/sanity.types'

type Packet = NonNullable<PROGRAMS_PAGE_QUERY_RESULT>['welcomePackets'][number]

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** `?dl=` makes Sanity's CDN (and the local fixture route) answer with a download under that name. */
export function downloadUrl(file: { url: string; originalFilename: string | null }): string {
  const separator = file.url.includes('?') ? '&' : '?'
  return `${file.url}${separator}dl=${encodeURIComponent(file.originalFilename ?? 'welcome-packet.pdf')}`
}

/** One download button per welcome packet (a PDF asset in the CMS); in draft mode a click opens the packet. */
export function WelcomePackets({ packets, preview }: { packets: readonly Packet[]; preview: boolean }) {
  return (
    <ul className="mx-auto flex max-w-3xl flex-col gap-4 sm:flex-row sm:justify-center">
      {packets.map((packet) =>
        packet.file ? (
          <li key={packet._key} className="sm:flex-1">
            <a
              href={downloadUrl(packet.file)}
              download={packet.file.originalFilename ?? true}
              type="application/pdf"
              {...editTarget(preview, singletonSource('programsPage', keyedPath('welcomePackets', packet._key)))}
              className="flex min-h-14 w-full items-center justify-center gap-3 rounded-full bg-clay px-6 py-3 text-center text-lg font-semibold text-white hover:bg-clay-dark"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="currentColor">
                <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1ZM3 15a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
              </svg>
              <span>
                {packet.title}
                <span className="block text-sm font-normal text-sand">
                  PDF{packet.file.size ? `, ${formatSize(packet.file.size)}` : ''}
                </span>
              </span>
            </a>
          </li>
        ) : null,
      )}
    </ul>
  )
}
